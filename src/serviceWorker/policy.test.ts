import { describe, expect, it } from 'vitest';
import { claimReload, reloadKey, shouldOfferUpdate, shouldRegister } from './policy';

class MemoryStorage {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe('shouldRegister', () => {
  it('registers on the exact configured origin only', () => {
    expect(shouldRegister('https://mui.com', 'https://mui.com')).toBe(true);
    expect(shouldRegister('http://127.0.0.1:4470', 'http://127.0.0.1:4470/')).toBe(true);
    expect(shouldRegister('https://notmui.com.example', 'https://mui.com')).toBe(false);
    expect(shouldRegister('https://mui.com.example', 'https://mui.com')).toBe(false);
    expect(shouldRegister('https://v8.mui.com', 'https://mui.com')).toBe(false);
    expect(shouldRegister('http://mui.com', 'https://mui.com')).toBe(false);
    expect(shouldRegister('http://127.0.0.1:4471', 'http://127.0.0.1:4470')).toBe(false);
    expect(shouldRegister('http://localhost:6006', 'https://mui.com')).toBe(false);
  });

  it('says no to a malformed origin on either side', () => {
    expect(shouldRegister('https://mui.com', 'mui.com')).toBe(false);
    expect(shouldRegister('https://mui.com', '')).toBe(false);
    expect(shouldRegister('https://mui.com', 'javascript:alert(1)')).toBe(false);
    expect(shouldRegister('null', 'https://mui.com')).toBe(false);
    expect(shouldRegister('', '')).toBe(false);
  });

  it('never registers from a frame', () => {
    expect(shouldRegister('https://mui.com', 'https://mui.com', false)).toBe(false);
  });
});

describe('update policy', () => {
  it('a first install never offers an update', () => {
    expect(shouldOfferUpdate({ hadController: false, waiting: true })).toBe(false);
    expect(shouldOfferUpdate({ hadController: true, waiting: false })).toBe(false);
    expect(shouldOfferUpdate({ hadController: true, waiting: true })).toBe(true);
  });

  it('reloads at most once per build per tab, a flapping deploy included', () => {
    const storage = new MemoryStorage();
    expect(claimReload(storage, 'v2')).toBe(true);
    expect(storage.getItem(reloadKey('v2'))).not.toBeNull();
    expect(claimReload(storage, 'v2')).toBe(false);
    expect(claimReload(storage, 'v1')).toBe(true);
    expect(claimReload(storage, 'v1')).toBe(false);
    expect(claimReload(storage, 'v2')).toBe(false);
  });

  it('storage that is missing or throws means no reload (no loop)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimReload(throwing, 'v2')).toBe(false);
    expect(claimReload(null, 'v2')).toBe(false);
    const forgetful = { getItem: () => null, setItem: () => undefined };
    expect(claimReload(forgetful, 'v2')).toBe(false);
    expect(claimReload(new MemoryStorage(), '')).toBe(false);
  });
});
