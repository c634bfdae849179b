import { AD_BLOCKED_AFTER_POLLS, AD_POLL_INTERVAL_MS, AD_POLL_MAX_ATTEMPTS } from './constants';
import { globalTimers, type Timers } from './timers';

/** What a poll learned: the placement (at any attempt), ads blocked (once), or the last attempt passed. */
export type PlacementEvent<T> =
  | { type: 'found'; element: T; attempt: number }
  | { type: 'blocked'; attempt: number }
  | { type: 'exhausted'; attempt: number };

export interface PollPlacementOptions<T> {
  /** Looks for the placement; `null`/`undefined` means not there yet. A throw counts as not there. */
  find: () => T | null | undefined;
  onEvent: (event: PlacementEvent<T>) => void;
  timers?: Timers;
  intervalMs?: number;
  maxAttempts?: number;
  /** `blocked` is reported at the first empty look after this many. */
  blockedAfter?: number;
}

/**
 * Looks for the network's placement every `intervalMs` (first look after one interval, giving the
 * script time to run). Reports `found` and stops as soon as it is there; reports `blocked` once,
 * at the first empty look past `blockedAfter` (7th look, t = 3.5 s), and keeps looking so a late
 * ad can still replace the in-house one; stops after `maxAttempts` looks (t = 15 s) with
 * `exhausted`. Returns a function that stops polling.
 */
export function pollPlacement<T>({
  find,
  onEvent,
  timers = globalTimers,
  intervalMs = AD_POLL_INTERVAL_MS,
  maxAttempts = AD_POLL_MAX_ATTEMPTS,
  blockedAfter = AD_BLOCKED_AFTER_POLLS,
}: PollPlacementOptions<T>): () => void {
  let attempt = 0;
  let stopped = false;
  let reportedBlocked = false;
  let handle: unknown = null;

  const look = () => {
    handle = null;
    if (stopped) return;
    attempt += 1;
    let element: T | null | undefined = null;
    try {
      element = find();
    } catch {
      element = null;
    }
    if (element != null) {
      stopped = true;
      onEvent({ type: 'found', element, attempt });
      return;
    }
    if (attempt > blockedAfter && !reportedBlocked) {
      reportedBlocked = true;
      onEvent({ type: 'blocked', attempt });
    }
    if (attempt >= maxAttempts) {
      stopped = true;
      onEvent({ type: 'exhausted', attempt });
      return;
    }
    if (!stopped) handle = timers.setTimeout(look, intervalMs);
  };

  handle = timers.setTimeout(look, intervalMs);
  return () => {
    stopped = true;
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
}
