import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollPlacement, type PlacementEvent } from './pollPlacement';

describe('pollPlacement', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(find: () => string | null) {
    const events: Array<PlacementEvent<string> & { at: number }> = [];
    const stop = pollPlacement({ find, onEvent: (event) => events.push({ ...event, at: Date.now() - t0 }) });
    const t0 = Date.now();
    return { events, stop };
  }

  it('reports the placement at the first look that finds it, and stops', () => {
    let placement: string | null = null;
    const find = vi.fn(() => placement);
    const { events } = start(find);
    vi.advanceTimersByTime(1000);
    expect(events).toEqual([]);
    placement = '#carbonads';
    vi.advanceTimersByTime(500);
    expect(events).toEqual([{ type: 'found', element: '#carbonads', attempt: 3, at: 1500 }]);
    vi.advanceTimersByTime(20_000);
    expect(find).toHaveBeenCalledTimes(3);
  });

  it('reports blocked once, at the 7th empty look (3.5 s), then gives up after 30 looks', () => {
    const find = vi.fn(() => null);
    const { events } = start(find);
    vi.advanceTimersByTime(3499);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([{ type: 'blocked', attempt: 7, at: 3500 }]);
    vi.advanceTimersByTime(60_000);
    expect(events.slice(1)).toEqual([{ type: 'exhausted', attempt: 30, at: 15_000 }]);
    expect(find).toHaveBeenCalledTimes(30);
  });

  it('still reports a placement that arrives after ads were called blocked', () => {
    let placement: string | null = null;
    const { events } = start(() => placement);
    vi.advanceTimersByTime(5000);
    placement = 'late';
    vi.advanceTimersByTime(500);
    expect(events.map((event) => event.type)).toEqual(['blocked', 'found']);
  });

  it('treats a throwing lookup as not found', () => {
    const { events } = start(() => {
      throw new Error('broken selector');
    });
    vi.advanceTimersByTime(3500);
    expect(events.map((event) => event.type)).toEqual(['blocked']);
  });

  it('stops looking when cancelled', () => {
    const find = vi.fn(() => null);
    const { events, stop } = start(find);
    vi.advanceTimersByTime(1000);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(find).toHaveBeenCalledTimes(2);
    expect(events).toEqual([]);
  });

  it('uses injected timers', () => {
    const scheduled: Array<() => void> = [];
    const events: string[] = [];
    pollPlacement({
      find: () => 'x',
      onEvent: (event) => events.push(event.type),
      timers: { setTimeout: (callback) => scheduled.push(callback), clearTimeout: () => {} },
    });
    expect(events).toEqual([]);
    scheduled[0]();
    expect(events).toEqual(['found']);
  });
});
