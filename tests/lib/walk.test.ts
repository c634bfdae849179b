import { describe, expect, it } from 'vitest';
import { chunk, prerenderedTitle } from './walk';

describe('chunk', () => {
  it('keeps order and puts the remainder in the last batch', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 3)).toEqual([]);
  });

  it('refuses a size that would never end', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe('prerenderedTitle', () => {
  it('reads the title with entities decoded', () => {
    expect(prerenderedTitle('<head><title>Charts &amp; &quot;Lines&quot; - MUI X</title></head>')).toBe('Charts & "Lines" - MUI X');
    expect(prerenderedTitle('<p>no title</p>')).toBeNull();
  });
});
