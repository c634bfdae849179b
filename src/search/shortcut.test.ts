// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { forwardSearchShortcut, onSearchOpenRequest, requestSearchOpen } from './shortcut';

const press = (target: EventTarget, init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('forwardSearchShortcut', () => {
  it('takes Ctrl+K off a non-Apple page, and only that key', () => {
    const target = new EventTarget();
    const open = vi.fn();
    const stop = forwardSearchShortcut(target as Window, open, { platform: 'Linux x86_64', userAgent: '' } as Navigator);
    expect(press(target, { key: 'k', ctrlKey: true }).defaultPrevented).toBe(true);
    expect(press(target, { key: 'K', ctrlKey: true }).defaultPrevented).toBe(true);
    press(target, { key: 'k', metaKey: true });
    press(target, { key: 'k', ctrlKey: true, shiftKey: true });
    press(target, { key: 'j', ctrlKey: true });
    expect(open).toHaveBeenCalledTimes(2);
    stop();
    press(target, { key: 'k', ctrlKey: true });
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('takes ⌘K on Apple platforms', () => {
    const target = new EventTarget();
    const open = vi.fn();
    forwardSearchShortcut(target as Window, open, { platform: 'MacIntel', userAgent: '' } as Navigator);
    press(target, { key: 'k', ctrlKey: true });
    press(target, { key: 'k', metaKey: true });
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('search open requests', () => {
  it('reach every listener until it unsubscribes', () => {
    const listener = vi.fn();
    const stop = onSearchOpenRequest(listener);
    requestSearchOpen();
    stop();
    requestSearchOpen();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
