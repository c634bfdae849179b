import { describe, expect, it } from 'vitest';
import { createSafeStorage } from './storage';

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 };
}

describe('createSafeStorage', () => {
  it('reads and writes through to the storage', () => {
    const backing = new Map<string, string>();
    const storage = createSafeStorage(() => ({
      getItem: (key: string) => backing.get(key) ?? null,
      setItem: (key: string, value: string) => void backing.set(key, value),
    }) as unknown as Storage);
    storage.set('docs-density', 'dense');
    expect(backing.get('docs-density')).toBe('dense');
    expect(storage.get('docs-density')).toBe('dense');
    expect(storage.get('missing')).toBeNull();
  });

  it('keeps working in memory when storage throws, or when reaching it throws', () => {
    for (const storage of [
      createSafeStorage(throwingStorage),
      createSafeStorage(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ]) {
      expect(storage.get('mui-mode')).toBeNull();
      storage.set('mui-mode', 'dark');
      expect(storage.get('mui-mode')).toBe('dark');
    }
  });
});
