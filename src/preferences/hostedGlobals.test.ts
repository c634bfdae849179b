import { describe, expect, it, vi } from 'vitest';
import { createGlobalsStore } from './hostedGlobals';
import { defaultGlobals } from './globals';

describe('hosted globals store', () => {
  it('applies valid changes once, with their origin', () => {
    const store = createGlobalsStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ codeVariant: 'JS', direction: 'sideways' as never }, 'shell');
    expect(store.get()).toEqual({ ...defaultGlobals, codeVariant: 'JS' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenLastCalledWith(store.get(), 'shell');
    store.update({ codeVariant: 'JS' }, 'page');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
