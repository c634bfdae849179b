import { AD_SUPPORT_MESSAGE_CHANCE } from './constants';
import type { AdConfig } from './config';
import type { AdStyle } from './adStyle';
import type { InHouseAd } from './inHouseAds';

/** Where the network ad of a slot comes from. */
export type AdSource = 'script' | 'json' | 'none';

/**
 * The inline style reads the JSON endpoint; the image style (and the inline style when no endpoint
 * is set) loads the third-party script; with neither, the slot goes straight to in-house ads.
 */
export function chooseAdSource(style: AdStyle, config: AdConfig): AdSource {
  if (style === 'inline' && config.jsonUrl) return 'json';
  if (config.scriptUrl) return 'script';
  return 'none';
}

/**
 * What the slot knows about the network's placement:
 * `pending` (still looking), `found`, `fallback` (found, but it is the network's fallback backers
 * link), `blocked` (too many looks found nothing), `unconfigured` (no network for this style).
 */
export type PlacementStatus = 'pending' | 'found' | 'fallback' | 'blocked' | 'unconfigured';

export type InHouseReason = 'blocked' | 'fallback' | 'unconfigured';

export type AdDecision =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'network' }
  | { kind: 'support' }
  | { kind: 'in-house'; ad: InHouseAd; reason: InHouseReason };

export interface DecideAdInput {
  crawler: boolean;
  placement: PlacementStatus;
  inHouseAds: readonly InHouseAd[];
  random: () => number;
}

/** A random entry; `random()` outside [0, 1) is clamped so a bad source still picks a real ad. */
export function pickInHouseAd(ads: readonly InHouseAd[], random: () => number): InHouseAd | null {
  if (ads.length === 0) return null;
  const draw = random();
  const index = Number.isFinite(draw) ? Math.floor(draw * ads.length) : 0;
  return ads[Math.min(ads.length - 1, Math.max(0, index))];
}

/**
 * The decision tree: crawlers get nothing; blocked ads give the support message 20 % of the time,
 * otherwise an in-house ad; the network's fallback link and a missing network give an in-house
 * ad; a found placement is shown. With no in-house ads at all, the in-house branches are empty.
 */
export function decideAd({ crawler, placement, inHouseAds, random }: DecideAdInput): AdDecision {
  if (crawler) return { kind: 'empty' };
  switch (placement) {
    case 'pending':
      return { kind: 'loading' };
    case 'found':
      return { kind: 'network' };
    case 'blocked': {
      if (random() < AD_SUPPORT_MESSAGE_CHANCE) return { kind: 'support' };
      return inHouseDecision(inHouseAds, random, 'blocked');
    }
    case 'fallback':
    case 'unconfigured':
      return inHouseDecision(inHouseAds, random, placement);
  }
}

function inHouseDecision(ads: readonly InHouseAd[], random: () => number, reason: InHouseReason): AdDecision {
  const ad = pickInHouseAd(ads, random);
  return ad ? { kind: 'in-house', ad, reason } : { kind: 'empty' };
}

/** Kind of ad in analytics labels. */
export type AdKind = 'network' | 'network-json' | 'in-house-blocked' | 'in-house-support' | 'in-house-fallback' | 'in-house-unconfigured';

/** The analytics kind of a decision, or `null` when nothing is shown (no events). */
export function adKind(decision: AdDecision, source: AdSource): AdKind | null {
  switch (decision.kind) {
    case 'network':
      return source === 'json' ? 'network-json' : 'network';
    case 'support':
      return 'in-house-support';
    case 'in-house':
      return `in-house-${decision.reason}`;
    default:
      return null;
  }
}

/** Analytics label `<kind>-<placement>-<style>`, e.g. `network-body-top-image`. */
export function adEventLabel(kind: AdKind, placement: string, style: AdStyle): string {
  return `${kind}-${placement}-${style}`;
}
