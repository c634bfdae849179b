// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { captureTypeAhead } from './typeAhead';

const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};

describe('captureTypeAhead', () => {
  it('keeps the characters typed (Backspace included) and stops the page from taking them', () => {
    const typeAhead = captureTypeAhead(window);
    expect(press('s').defaultPrevented).toBe(true);
    press('o');
    press('x');
    press('Backspace');
    expect(press(' ').defaultPrevented).toBe(true);
    press('r');
    // Shortcuts and navigation keys are the page's.
    expect(press('c', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press('Escape').defaultPrevented).toBe(false);
    expect(typeAhead.take()).toBe('so r');
    // Once taken, it listens no more.
    expect(press('z').defaultPrevented).toBe(false);
    expect(typeAhead.take()).toBe('');
  });

  it('stops taking keys after its time is up, keeping what was typed', () => {
    vi.useFakeTimers();
    try {
      const typeAhead = captureTypeAhead(window, 3000);
      press('s');
      vi.advanceTimersByTime(3000);
      expect(press('o').defaultPrevented).toBe(false);
      expect(typeAhead.take()).toBe('s');
    } finally {
      vi.useRealTimers();
    }
  });
});
