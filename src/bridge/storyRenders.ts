import type { Channel } from 'storybook/internal/channels';

/**
 * Phases in which Storybook cannot tear a story down cleanly: tearing down an inline story that
 * is still rendering makes Storybook give up after three ticks and reload the whole preview (the
 * half-mounted grid warns about an empty parent as it goes). Demos now mount as the reader
 * scrolls, so one may well be rendering when the reader clicks to the next page.
 */
const PENDING_PHASES = new Set(['loading', 'beforeEach', 'rendering', 'playing', 'afterEach']);

interface PhaseChange {
  newPhase?: unknown;
  renderId?: unknown;
  storyId?: unknown;
}

export interface StoryRenders {
  /** How many story renders are in a phase that must not be interrupted. */
  pending(): number;
  /** Resolves once no render is pending, or after `timeoutMs` (a demo that never settles must not block navigation). */
  settled(timeoutMs: number): Promise<void>;
  stop(): void;
}

/** Follows Storybook's render phases on `channel`. */
export function trackStoryRenders(channel: Pick<Channel, 'on' | 'off'>): StoryRenders {
  const pending = new Set<string>();
  const waiters = new Set<() => void>();
  const onPhase = (change: PhaseChange) => {
    if (!change || typeof change.newPhase !== 'string') return;
    const key = `${String(change.storyId)}:${String(change.renderId)}`;
    if (PENDING_PHASES.has(change.newPhase)) pending.add(key);
    else pending.delete(key);
    if (pending.size === 0) waiters.forEach((wake) => wake());
  };
  channel.on('storyRenderPhaseChanged', onPhase);
  return {
    pending: () => pending.size,
    settled(timeoutMs) {
      if (pending.size === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        waiters.add(done);
      });
    },
    stop() {
      channel.off('storyRenderPhaseChanged', onPhase);
      waiters.forEach((wake) => wake());
    },
  };
}
