import { AD_JSON_MAX_TRIES, AD_MAX_DESCRIPTION_LENGTH, AD_MAX_NAME_LENGTH } from './constants';
import { safeHttpUrl } from './safeUrl';

/** A network ad after sanitising: plain text, http(s) URLs only. */
export interface NetworkAd {
  company: string;
  description: string;
  /** The tracking link (`statlink`) the ad points to. */
  link: string;
  image: string | null;
  /** Impression pixels to load once when the ad is shown (`statimp`, then each `pixel`). */
  impressionUrls: readonly string[];
}

/** The part of `fetch` the ad code uses. */
export type FetchLike = (url: string, init?: { signal?: AbortSignal; credentials?: RequestCredentials }) => Promise<{
  ok: boolean;
  text(): Promise<string>;
}>;

// Control characters and runs of whitespace become a single space.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f\s]+/g;

/** A string field as one line of plain text, cut at `maxLength` (with an ellipsis); other types give ''. */
export function plainText(value: unknown, maxLength: number): string {
  if (typeof value !== 'string') return '';
  const text = value.replace(CONTROL_OR_SPACE, ' ').trim();
  return text.length > maxLength ? `${text.slice(0, Math.max(0, maxLength - 1)).trimEnd()}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The ad's own timestamp when it is a plain number, else the current time in seconds. */
function pixelTimestamp(value: unknown, now: () => number): string {
  const text = typeof value === 'number' ? String(Math.trunc(value)) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,16}$/.test(text) ? text : String(Math.floor(now() / 1000));
}

/** `statimp` plus every `||`-separated `pixel` entry with `[timestamp]` filled in; http(s) only, no duplicates. */
export function impressionUrls(entry: Record<string, unknown>, now: () => number = Date.now): string[] {
  const timestamp = pixelTimestamp(entry.timestamp, now);
  const pixels = typeof entry.pixel === 'string' ? entry.pixel.split('||') : [];
  const candidates = [entry.statimp, ...pixels.map((pixel) => pixel.split('[timestamp]').join(timestamp))];
  const urls = candidates.map(safeHttpUrl).filter((url): url is string => url !== null);
  return [...new Set(urls)];
}

/** One list entry as a usable ad, or `null` without an http(s) tracking link or any text. */
export function toNetworkAd(entry: unknown, now: () => number = Date.now): NetworkAd | null {
  if (!isRecord(entry)) return null;
  const link = safeHttpUrl(entry.statlink);
  const company = plainText(entry.company, AD_MAX_NAME_LENGTH);
  const description = plainText(entry.description, AD_MAX_DESCRIPTION_LENGTH);
  if (!link || (!company && !description)) return null;
  return { company, description, link, image: safeHttpUrl(entry.image), impressionUrls: impressionUrls(entry, now) };
}

/** The first usable ad of a parsed response body (`{ ads: [...] }`), or `null`. */
export function pickNetworkAd(body: unknown, now: () => number = Date.now): NetworkAd | null {
  if (!isRecord(body) || !Array.isArray(body.ads)) return null;
  for (const entry of body.ads) {
    const ad = toNetworkAd(entry, now);
    if (ad) return ad;
  }
  return null;
}

export interface FetchJsonAdOptions {
  url: string;
  fetch?: FetchLike;
  maxTries?: number;
  signal?: AbortSignal;
  now?: () => number;
}

/**
 * Asks the JSON endpoint for an ad, again while answers hold no usable ad (empty list, no
 * tracking link, malformed or non-JSON body), at most `maxTries` requests. A failed request
 * (blocked, offline, aborted) or an HTTP error status gives up at once. Never throws: every
 * failure is `null`.
 */
export async function fetchJsonAd({
  url,
  fetch: fetchImpl = globalThis.fetch as unknown as FetchLike,
  maxTries = AD_JSON_MAX_TRIES,
  signal,
  now = Date.now,
}: FetchJsonAdOptions): Promise<NetworkAd | null> {
  for (let attempt = 1; attempt <= maxTries; attempt += 1) {
    if (signal?.aborted) return null;
    let text: string;
    try {
      // No cookies: the ad needs none and a third party should not get ours.
      const response = await fetchImpl(url, { signal, credentials: 'omit' });
      if (!response.ok) return null;
      text = await response.text();
    } catch {
      return null;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      continue;
    }
    const ad = pickNetworkAd(body, now);
    if (ad) return ad;
  }
  return null;
}

/** Loads one impression pixel the way the network expects: as an image request. */
export function loadPixelImage(url: string): void {
  const image = new Image();
  image.referrerPolicy = 'no-referrer-when-downgrade';
  image.src = url;
}

/** A function firing an ad's impression pixels the first time it is called for that ad, never again. */
export function createImpressionTracker(loadPixel: (url: string) => void = loadPixelImage): (ad: NetworkAd) => void {
  const fired = new WeakSet<NetworkAd>();
  return (ad) => {
    if (fired.has(ad)) return;
    fired.add(ad);
    for (const url of ad.impressionUrls) {
      try {
        loadPixel(url);
      } catch {
        // A pixel that cannot load is the network's loss, not the page's.
      }
    }
  };
}
