import { describe, expect, it } from 'vitest';
import { globbedDemoStory } from './story';
import type { DemoSource } from './source/types';

const source = (name: string): DemoSource => ({ name, styles: { system: { ts: [], js: [] } } });
const BookingDemo = () => null;

describe('globbedDemoStory', () => {
  it('makes the story of the named file, with its source', () => {
    const story = globbedDemoStory({ './luxon/Booking.tsx': BookingDemo }, { './luxon/Booking.tsx': source('Booking') }, './luxon/Booking.tsx');
    expect(story.parameters.demo.source.name).toBe('Booking');
    expect(typeof story.render).toBe('function');
  });

  it('names the missing file and what the glob found', () => {
    expect(() => globbedDemoStory({ './luxon/Booking.tsx': BookingDemo }, {}, './luxon/Booking.tsx')).toThrow(/no demo "\.\/luxon\/Booking\.tsx".*found: \.\/luxon\/Booking\.tsx/);
    expect(() => globbedDemoStory({}, {}, './moment/Stay.tsx')).toThrow(/found: none/);
  });
});
