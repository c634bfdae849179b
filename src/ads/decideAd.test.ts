import { describe, expect, it } from 'vitest';
import { adEventLabel, adKind, chooseAdSource, decideAd, pickInHouseAd } from './decideAd';
import { inHouseAds } from './inHouseAds';
import { sequence } from './testUtils';

const base = { crawler: false, inHouseAds };
const config = { scriptUrl: 'http://127.0.0.1:9/ads/s.js', jsonUrl: 'http://127.0.0.1:9/ads/a.json', fallbackLink: null };

describe('decideAd', () => {
  it('gives crawlers an empty slot whatever the placement', () => {
    for (const placement of ['pending', 'found', 'blocked', 'fallback', 'unconfigured'] as const) {
      expect(decideAd({ ...base, crawler: true, placement, random: () => 0 })).toEqual({ kind: 'empty' });
    }
  });

  it('waits while the placement is pending and shows a found one', () => {
    expect(decideAd({ ...base, placement: 'pending', random: () => 0 })).toEqual({ kind: 'loading' });
    expect(decideAd({ ...base, placement: 'found', random: () => 0 })).toEqual({ kind: 'network' });
  });

  it('shows the support message to 20 % of blocked readers', () => {
    expect(decideAd({ ...base, placement: 'blocked', random: sequence(0.19) })).toEqual({ kind: 'support' });
    const decision = decideAd({ ...base, placement: 'blocked', random: sequence(0.2, 0.99) });
    expect(decision).toEqual({ kind: 'in-house', ad: inHouseAds[inHouseAds.length - 1], reason: 'blocked' });
  });

  it('replaces the fallback backers link and a missing network with an in-house ad', () => {
    expect(decideAd({ ...base, placement: 'fallback', random: () => 0 })).toEqual({ kind: 'in-house', ad: inHouseAds[0], reason: 'fallback' });
    expect(decideAd({ ...base, placement: 'unconfigured', random: () => 0.5 })).toEqual({
      kind: 'in-house',
      ad: inHouseAds[2],
      reason: 'unconfigured',
    });
  });

  it('is empty when there is no in-house ad to show', () => {
    expect(decideAd({ crawler: false, inHouseAds: [], placement: 'fallback', random: () => 0 })).toEqual({ kind: 'empty' });
  });
});

describe('pickInHouseAd', () => {
  it('spreads [0, 1) over the list and clamps a broken random source', () => {
    expect(pickInHouseAd(inHouseAds, () => 0)).toBe(inHouseAds[0]);
    expect(pickInHouseAd(inHouseAds, () => 0.999)).toBe(inHouseAds[3]);
    expect(pickInHouseAd(inHouseAds, () => 1)).toBe(inHouseAds[3]);
    expect(pickInHouseAd(inHouseAds, () => -3)).toBe(inHouseAds[0]);
    expect(pickInHouseAd(inHouseAds, () => Number.NaN)).toBe(inHouseAds[0]);
  });
});

describe('chooseAdSource', () => {
  it('uses the JSON endpoint for the inline style, the script otherwise', () => {
    expect(chooseAdSource('inline', config)).toBe('json');
    expect(chooseAdSource('image', config)).toBe('script');
    expect(chooseAdSource('inline', { ...config, jsonUrl: null })).toBe('script');
    expect(chooseAdSource('image', { ...config, scriptUrl: null })).toBe('none');
    expect(chooseAdSource('inline', { scriptUrl: null, jsonUrl: null, fallbackLink: null })).toBe('none');
  });
});

describe('analytics labels', () => {
  it('name the kind, the placement and the style', () => {
    expect(adEventLabel(adKind({ kind: 'network' }, 'script')!, 'body-top', 'image')).toBe('network-body-top-image');
    expect(adKind({ kind: 'network' }, 'json')).toBe('network-json');
    expect(adKind({ kind: 'support' }, 'script')).toBe('in-house-support');
    expect(adKind({ kind: 'in-house', ad: inHouseAds[0], reason: 'fallback' }, 'script')).toBe('in-house-fallback');
    expect(adKind({ kind: 'loading' }, 'script')).toBeNull();
    expect(adKind({ kind: 'empty' }, 'none')).toBeNull();
  });
});
