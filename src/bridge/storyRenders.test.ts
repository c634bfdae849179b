import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackStoryRenders } from './storyRenders';

/** The part of Storybook's channel the tracker uses. */
function fakeChannel() {
  const listeners = new Map<string, (payload: unknown) => void>();
  return {
    on: (event: string, listener: (payload: unknown) => void) => void listeners.set(event, listener),
    off: (event: string) => void listeners.delete(event),
    emit: (payload: unknown) => listeners.get('storyRenderPhaseChanged')?.(payload),
    phase: (storyId: string, renderId: number, newPhase: string) => listeners.get('storyRenderPhaseChanged')?.({ storyId, renderId, newPhase }),
    listening: () => listeners.has('storyRenderPhaseChanged'),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('trackStoryRenders', () => {
  it('counts renders between loading and completion, per story and render', async () => {
    const channel = fakeChannel();
    const renders = trackStoryRenders(channel);
    channel.phase('a', 1, 'preparing');
    expect(renders.pending()).toBe(0);
    channel.phase('a', 1, 'loading');
    channel.phase('b', 1, 'rendering');
    channel.phase('a', 1, 'rendering');
    expect(renders.pending()).toBe(2);
    channel.phase('a', 1, 'completing');
    expect(renders.pending()).toBe(1);
    channel.phase('b', 1, 'aborted');
    expect(renders.pending()).toBe(0);
  });

  it('settles at once when nothing renders, when the last render completes, or at the timeout', async () => {
    const channel = fakeChannel();
    const renders = trackStoryRenders(channel);
    await expect(renders.settled(1000)).resolves.toBeUndefined();

    channel.phase('a', 1, 'rendering');
    let settled = false;
    void renders.settled(1000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).toBe(false);
    channel.phase('a', 1, 'completed');
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);

    channel.phase('a', 2, 'playing');
    settled = false;
    void renders.settled(1000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('ignores malformed phase events and stops listening', () => {
    const channel = fakeChannel();
    const renders = trackStoryRenders(channel);
    channel.phase('a', 1, 'rendering');
    for (const bad of [null, undefined, 42, {}, { newPhase: 7 }]) expect(() => channel.emit(bad)).not.toThrow();
    expect(renders.pending()).toBe(1);
    renders.stop();
    expect(channel.listening()).toBe(false);
  });
});
