import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '../preferences/storage';
import { readRecentSearches, rememberSearch, RECENT_SEARCHES_KEY } from './recentSearches';
import { isSearchShortcut } from './shortcut';

describe('recent searches', () => {
  it('keeps the last five, newest first, each once', () => {
    const values = new Map<string, string>();
    const storage = createSafeStorage(
      () => ({ getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => values.set(key, value) }) as unknown as Storage,
    );
    for (const query of ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'B2 ']) rememberSearch(storage, query);
    expect(readRecentSearches(storage)).toEqual(['B2', 'f6', 'e5', 'd4', 'c3']);
  });

  it('never throws when storage does, and ignores malformed data', () => {
    const throwing = createSafeStorage(() => {
      throw new Error('SecurityError');
    });
    expect(readRecentSearches(throwing)).toEqual([]);
    expect(() => rememberSearch(throwing, 'sorting')).not.toThrow();
    const values = new Map([[RECENT_SEARCHES_KEY, '{"not":"a list"}']]);
    const storage = createSafeStorage(() => ({ getItem: (key: string) => values.get(key) ?? null, setItem: () => {} }) as unknown as Storage);
    expect(readRecentSearches(storage)).toEqual([]);
  });
});

describe('search shortcut', () => {
  const key = (init: Partial<KeyboardEvent>) => ({ key: 'k', metaKey: false, ctrlKey: false, altKey: false, shiftKey: false, ...init });
  it('is ⌘K on Apple platforms and Ctrl+K elsewhere', () => {
    expect(isSearchShortcut(key({ metaKey: true }), true)).toBe(true);
    expect(isSearchShortcut(key({ ctrlKey: true }), true)).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
  });
});
