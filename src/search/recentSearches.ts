import type { SafeStorage } from '../preferences/storage';

export const RECENT_SEARCHES_KEY = 'docs-recent-searches';
const MAX_RECENT = 5;

/** The reader's last searches, newest first, from local storage; anything malformed is none. */
export function readRecentSearches(storage: SafeStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.get(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** Remembers a search (a query that led somewhere): first in the list, once. */
export function rememberSearch(storage: SafeStorage, query: string): string[] {
  const text = query.trim().slice(0, 100);
  if (!text) return readRecentSearches(storage);
  const next = [text, ...readRecentSearches(storage).filter((entry) => entry.toLowerCase() !== text.toLowerCase())].slice(0, MAX_RECENT);
  storage.set(RECENT_SEARCHES_KEY, JSON.stringify(next));
  return next;
}
