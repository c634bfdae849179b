// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGtag, type FakeGtag } from './gtagServer';

type TestWindow = Window & { dataLayer?: unknown[] };

let gtag: FakeGtag;
beforeAll(async () => {
  gtag = await startFakeGtag();
  // jsdom has no sendBeacon: forward it to Node's fetch.
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      void fetch(url, { method: 'POST', body });
      return true;
    },
  });
});
afterAll(() => gtag.close());

// Like the page's gtag(): pushes its `arguments` object.
function push(..._args: unknown[]) {
  // eslint-disable-next-line prefer-rest-params
  (window as TestWindow).dataLayer!.push(arguments);
}

describe('fake gtag', () => {
  it('sends back the calls queued before it loaded and every later one, in order', async () => {
    (window as TestWindow).dataLayer = [];
    push('consent', 'default', { analytics_storage: 'denied' });
    push('js', new Date(Date.UTC(2025, 0, 1)));
    // Evaluated here rather than through a script element: jsdom runs those in a window of its own.
    new Function(await (await fetch(`${gtag.scriptUrl}?id=G-TEST`)).text())();
    push('event', 'page_view', { page_title: 'Sorting', productId: null });
    push('event', 'demo', { eventAction: 'copy' });

    const hits = await gtag.waitForHits((received) => received.length === 4);
    expect(hits.map((hit) => hit.args)).toEqual([
      ['consent', 'default', { analytics_storage: 'denied' }],
      ['js', '2025-01-01T00:00:00.000Z'],
      ['event', 'page_view', { page_title: 'Sorting', productId: null }],
      ['event', 'demo', { eventAction: 'copy' }],
    ]);
    expect(gtag.events('page_view')).toEqual([{ name: 'page_view', params: { page_title: 'Sorting', productId: null } }]);
    expect(gtag.requests('/gtag/js')[0].query).toEqual({ id: 'G-TEST' });
  });

  it('forgets hits on reset, and times out clearly', async () => {
    gtag.reset();
    expect(gtag.hits()).toEqual([]);
    await expect(gtag.waitForHits((hits) => hits.length > 0, 100)).rejects.toThrow(/not met within 100 ms/);
  });
});
