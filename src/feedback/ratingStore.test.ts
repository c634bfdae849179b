import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '../preferences/storage';
import { ratingKey, readRating, writeRating } from './ratingStore';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

describe('remembered votes', () => {
  it('keeps one vote per page under feedback-<pathname>', () => {
    const storage = memoryStorage();
    const safe = createSafeStorage(() => storage);
    writeRating(safe, '/x/react-charts/bars/', 0);
    writeRating(safe, '/x/introduction/', 1);
    expect(storage.getItem('feedback-/x/react-charts/bars/')).toBe('0');
    expect(readRating(createSafeStorage(() => storage), '/x/react-charts/bars/')).toBe(0);
    expect(readRating(createSafeStorage(() => storage), '/x/introduction/')).toBe(1);
    expect(readRating(createSafeStorage(() => storage), '/x/react-tree-view/')).toBeNull();
    expect(ratingKey('/x/')).toBe('feedback-/x/');
  });

  it.each([['yes'], ['2'], ['{"rating":1}'], ['null'], [''], ['1.5'], ['-0']])('reads garbage (%j) as no vote', (value) => {
    expect(readRating(createSafeStorage(() => memoryStorage({ 'feedback-/p/': value })), '/p/')).toBeNull();
  });

  it('storage that throws gives no vote and never a crash', () => {
    const throwing = createSafeStorage(() => {
      throw new Error('SecurityError: storage is disabled');
    });
    expect(readRating(throwing, '/p/')).toBeNull();
    expect(() => writeRating(throwing, '/p/', 1)).not.toThrow();
    const broken = {
      get: () => {
        throw new Error('boom');
      },
      set: () => {
        throw new Error('boom');
      },
    };
    expect(readRating(broken, '/p/')).toBeNull();
    expect(() => writeRating(broken, '/p/', 0)).not.toThrow();
  });
});
