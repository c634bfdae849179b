import type { SafeStorage } from '../preferences/storage';
import type { Rating } from './payload';

/** Local storage key of a page's vote (the key mui.com uses). */
export const ratingKey = (pathname: string) => `feedback-${pathname}`;

/**
 * The reader's vote on a page, as last sent from this browser. Anything but a stored `1` or `0`
 * (nothing, garbage, storage that throws) is "no vote".
 */
export function readRating(storage: Pick<SafeStorage, 'get'>, pathname: string): Rating | null {
  let value: string | null;
  try {
    value = storage.get(ratingKey(pathname));
  } catch {
    return null;
  }
  const trimmed = value?.trim();
  return trimmed === '1' ? 1 : trimmed === '0' ? 0 : null;
}

export function writeRating(storage: Pick<SafeStorage, 'set'>, pathname: string, rating: Rating): void {
  try {
    storage.set(ratingKey(pathname), String(rating));
  } catch {
    // Not remembered: the vote itself was sent.
  }
}
