// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJsonAd } from '../../../src/ads/jsonAd';
import { findPlacement, isFallbackPlacement } from '../../../src/ads/networkContract';
import { HOSTILE_MARKER, startFakeAdNetwork, type FakeAdNetwork } from './adNetwork';

let network: FakeAdNetwork;
beforeAll(async () => {
  network = await startFakeAdNetwork({ scriptDelayMs: 0 });
});
afterAll(() => network.close());

const getJson = (mode: string) => fetch(`${network.jsonUrl}?mode=${mode}`);

/**
 * Runs the fake ad script the way the slot loads it: from a script element inside its container,
 * which is the script's `document.currentScript` (set by hand: jsdom runs script elements in a
 * window of its own, apart from this test's globals).
 */
async function runScript(query: string): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.setAttribute('data-ad-network-container', '');
  document.body.appendChild(container);
  const script = document.createElement('script');
  script.type = 'text/plain';
  container.appendChild(script);
  const source = await (await fetch(`${network.scriptUrl}${query}`)).text();
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  try {
    new Function(source)();
  } finally {
    delete (document as { currentScript?: unknown }).currentScript;
  }
  return container;
}
const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

describe('fake ad network', () => {
  it('listens on 127.0.0.1 with an ephemeral port and permissive CORS', async () => {
    expect(network.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await getJson('good');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves a script that inserts the placement into its container', async () => {
    const container = await runScript('?delay=0');
    await settle();
    const placement = findPlacement(container);
    expect(placement?.id).toBe('carbonads');
    expect(placement?.querySelector('.carbon-img img')).not.toBeNull();
    expect(isFallbackPlacement(placement!, network.fallbackLink)).toBe(false);
  });

  it('can serve the fallback backers link, or never insert anything', async () => {
    const fallback = await runScript('?delay=0&placement=fallback');
    const never = await runScript('?delay=never');
    await settle();
    expect(isFallbackPlacement(findPlacement(fallback)!, network.fallbackLink)).toBe(true);
    expect(findPlacement(never)).toBeNull();
  });

  it('answers good ads the slot can use', async () => {
    const ad = await fetchJsonAd({ url: `${network.jsonUrl}?mode=good` });
    expect(ad?.link).toMatch(new RegExp(`^${network.url}/click/`));
    expect(ad?.impressionUrls).toHaveLength(3);
  });

  it('answers empty lists, 500s, malformed JSON and HTML', async () => {
    expect(await (await getJson('empty')).json()).toEqual({ ads: [] });
    expect((await getJson('error')).status).toBe(500);
    await expect((await getJson('malformed')).json()).rejects.toThrow();
    const html = await getJson('html');
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toContain(HOSTILE_MARKER);
  });

  it('answers hostile payloads that the slot reduces to text and an http link', async () => {
    const ad = await fetchJsonAd({ url: `${network.jsonUrl}?mode=hostile` });
    expect(ad).toMatchObject({ link: `${network.url}/click/hostile`, image: null });
    expect(ad?.company).toContain('<img src=x onerror=');
    expect(ad?.impressionUrls.every((url) => url.startsWith(network.url))).toBe(true);
  });

  it('can answer empty lists first, and records every request', async () => {
    network.configure({ emptyBeforeAd: 3, jsonMode: 'good' });
    const before = network.requests('/ads.json').length;
    expect(await fetchJsonAd({ url: network.jsonUrl })).not.toBeNull();
    expect(network.requests('/ads.json')).toHaveLength(before + 4);
    expect(network.requests('/ads.js').map((request) => request.query)).toContainEqual({ delay: 'never' });
  });
});
