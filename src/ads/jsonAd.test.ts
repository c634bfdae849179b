import { describe, expect, it, vi } from 'vitest';
import { createImpressionTracker, fetchJsonAd, impressionUrls, pickNetworkAd, plainText, toNetworkAd, type FetchLike } from './jsonAd';

const now = () => 1_700_000_000_000;

const goodEntry = {
  statlink: 'http://127.0.0.1:9/srv.ads/click/1',
  statimp: 'http://127.0.0.1:9/srv.ads/imp/1',
  image: 'http://127.0.0.1:9/cdn.ads/logo.png',
  company: 'Acme',
  description: 'Fast builds for big teams.',
  pixel: 'http://127.0.0.1:9/p.ads/a?t=[timestamp]||http://127.0.0.1:9/p.ads/b?ts=[timestamp]&x=[timestamp]',
  timestamp: '1699999999',
};

/** A fetch answering `bodies` in order (the last one repeats); a string body is sent as is. */
function fakeFetch(...answers: Array<{ status?: number; body: unknown } | Error>): FetchLike & ReturnType<typeof vi.fn> {
  let index = 0;
  return vi.fn(async () => {
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    if (answer instanceof Error) throw answer;
    const status = answer.status ?? 200;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return { ok: status >= 200 && status < 300, text: async () => text };
  });
}

describe('toNetworkAd', () => {
  it('keeps a well-formed ad, with its impression pixels', () => {
    expect(toNetworkAd(goodEntry, now)).toEqual({
      company: 'Acme',
      description: 'Fast builds for big teams.',
      link: 'http://127.0.0.1:9/srv.ads/click/1',
      image: 'http://127.0.0.1:9/cdn.ads/logo.png',
      impressionUrls: ['http://127.0.0.1:9/srv.ads/imp/1', 'http://127.0.0.1:9/p.ads/a?t=1699999999', 'http://127.0.0.1:9/p.ads/b?ts=1699999999&x=1699999999'],
    });
  });

  it('renders hostile strings harmless: text stays text, only http(s) URLs survive', () => {
    const ad = toNetworkAd(
      {
        statlink: 'http://127.0.0.1:9/srv.ads/click/2',
        statimp: 'javascript:alert(1)',
        image: 'javascript:alert(2)',
        company: '<img src=x onerror="alert(3)">',
        description: '<script>alert(4)</script>\n\u0000bold',
        pixel: 'javascript:alert(5)||data:image/gif;base64,R0lGOD||http://127.0.0.1:9/p.ads/ok',
      },
      now,
    );
    expect(ad).toEqual({
      company: '<img src=x onerror="alert(3)">',
      description: '<script>alert(4)</script> bold',
      link: 'http://127.0.0.1:9/srv.ads/click/2',
      image: null,
      impressionUrls: ['http://127.0.0.1:9/p.ads/ok'],
    });
  });

  it.each([
    ['no statlink', { ...goodEntry, statlink: undefined }],
    ['empty statlink', { ...goodEntry, statlink: '' }],
    ['javascript: statlink', { ...goodEntry, statlink: 'javascript:alert(1)' }],
    ['relative statlink', { ...goodEntry, statlink: '/click' }],
    ['numeric statlink', { ...goodEntry, statlink: 42 }],
    ['no text at all', { statlink: 'http://127.0.0.1:9/a/', company: 7, description: null }],
    ['an empty object', {}],
    ['null', null],
    ['a string', 'ad'],
    ['an array', [goodEntry]],
  ])('drops an entry with %s', (_, entry) => {
    expect(toNetworkAd(entry, now)).toBeNull();
  });
});

describe('impressionUrls', () => {
  it('uses the current time when the ad has no usable timestamp, and drops duplicates', () => {
    expect(impressionUrls({ statimp: 'http://127.0.0.1:9/i/x', pixel: 'http://127.0.0.1:9/i/x||http://127.0.0.1:9/i/p?t=[timestamp]', timestamp: 'soon' }, now)).toEqual([
      'http://127.0.0.1:9/i/x',
      'http://127.0.0.1:9/i/p?t=1700000000',
    ]);
    expect(impressionUrls({ pixel: 12 }, now)).toEqual([]);
  });
});

describe('plainText', () => {
  it('flattens whitespace and cuts long strings', () => {
    expect(plainText('  a\n\tb  ', 10)).toBe('a b');
    expect(plainText('abcdefghij', 5)).toBe('abcd…');
    expect(plainText({ toString: () => 'x' }, 5)).toBe('');
  });
});

describe('pickNetworkAd', () => {
  it('takes the first entry with a tracking link', () => {
    const ad = pickNetworkAd({ ads: [{}, { company: 'No link' }, { ...goodEntry, company: 'Second' }, { ...goodEntry, company: 'Third' }] }, now);
    expect(ad?.company).toBe('Second');
  });

  it.each([[null], [[]], ['{}'], [{ ads: null }], [{ ads: {} }], [{ ads: 'x' }], [{ ads: [] }], [{ ads: [{}, {}] }]])('finds nothing in %j', (body) => {
    expect(pickNetworkAd(body, now)).toBeNull();
  });
});

describe('fetchJsonAd', () => {
  const url = 'http://127.0.0.1:9/srv.ads/ads.json';

  it('returns the first usable ad, without cookies', async () => {
    const fetch = fakeFetch({ body: { ads: [goodEntry] } });
    await expect(fetchJsonAd({ url, fetch, now })).resolves.toMatchObject({ company: 'Acme' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][1]).toMatchObject({ credentials: 'omit' });
  });

  it('asks again while answers hold no usable ad', async () => {
    const fetch = fakeFetch({ body: { ads: [] } }, { body: 'not json' }, { body: { ads: [{ statlink: 'javascript:x', company: 'x' }] } }, { body: { ads: [goodEntry] } });
    await expect(fetchJsonAd({ url, fetch, now })).resolves.toMatchObject({ company: 'Acme' });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('stops after 10 requests of endless empty lists', async () => {
    const fetch = fakeFetch({ body: { ads: [{}] } });
    await expect(fetchJsonAd({ url, fetch, now })).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(10);
  });

  it.each([
    ['malformed JSON', '{"ads": ['],
    ['an HTML page', '<!doctype html><script>alert(1)</script>'],
    ['an empty body', ''],
    ['JSON null', 'null'],
    ['a list of strings', '{"ads": ["<img src=x onerror=alert(1)>"]}'],
  ])('never throws on %s', async (_, body) => {
    const fetch = fakeFetch({ body });
    await expect(fetchJsonAd({ url, fetch, now })).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(10);
  });

  it('gives up at once, silently, when the request fails or the server errs', async () => {
    const blocked = fakeFetch(new TypeError('Failed to fetch'));
    await expect(fetchJsonAd({ url, fetch: blocked, now })).resolves.toBeNull();
    expect(blocked).toHaveBeenCalledTimes(1);

    const broken = fakeFetch({ status: 500, body: 'Internal error' });
    await expect(fetchJsonAd({ url, fetch: broken, now })).resolves.toBeNull();
    expect(broken).toHaveBeenCalledTimes(1);
  });

  it('gives up when the body cannot be read', async () => {
    const fetch = vi.fn(async () => ({ ok: true, text: async () => Promise.reject(new Error('reset')) }));
    await expect(fetchJsonAd({ url, fetch, now })).resolves.toBeNull();
  });

  it('does nothing once aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = fakeFetch({ body: { ads: [goodEntry] } });
    await expect(fetchJsonAd({ url, fetch, now, signal: controller.signal })).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('createImpressionTracker', () => {
  it('fires every pixel of an ad once, and survives a failing loader', () => {
    const loaded: string[] = [];
    const track = createImpressionTracker((url) => {
      loaded.push(url);
      if (url.includes('/a?')) throw new Error('no images here');
    });
    const ad = toNetworkAd(goodEntry, now)!;
    track(ad);
    track(ad);
    expect(loaded).toEqual(ad.impressionUrls);
    expect(loaded).toHaveLength(3);
  });
});
