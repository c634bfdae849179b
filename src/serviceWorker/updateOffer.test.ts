import { describe, expect, it, vi } from 'vitest';
import { createUpdateOffer } from './updateOffer';

describe('updateOffer', () => {
  it('tells subscribers when an update starts or stops waiting, and stops telling after unsubscribe', () => {
    const offer = createUpdateOffer();
    const listener = vi.fn();
    const unsubscribe = offer.subscribe(listener);
    expect(offer.get()).toBeNull();
    const apply = vi.fn();
    offer.set(apply);
    offer.set(apply);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(offer.get()).toBe(apply);
    unsubscribe();
    offer.set(null);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(offer.get()).toBeNull();
  });
});
