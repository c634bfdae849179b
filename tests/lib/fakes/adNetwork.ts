import { send, startFakeServer, type FakeServer } from './server';

/**
 * A fake ad network on 127.0.0.1 for the ad slot's tests, speaking the slot's contract
 * (src/ads/networkContract.ts):
 *
 * - `GET /ads.js`: the ad script. Run inside the slot's `[data-ad-network-container]`, it inserts
 *   a Carbon-like `<div id="carbonads">` into its parent after `scriptDelayMs` (never when `null`),
 *   either a paid ad or, with `placement: 'fallback'`, the fallback backers link. Per request:
 *   `?delay=<ms>|never&placement=ad|fallback`.
 * - `GET /ads.json`: the JSON endpoint, answering per `jsonMode` (per request: `?mode=`), after
 *   `emptyBeforeAd` empty answers.
 * - `GET /img/ad.svg`, `/pixel/*`, `/click/*`: the ad's image, impression pixels and links.
 *
 * Hostile payloads set `window.__fakeAdPwned` if anything of them ever runs.
 */
export type JsonAdMode = 'good' | 'empty' | 'error' | 'malformed' | 'html' | 'hostile';
export type PlacementMode = 'ad' | 'fallback';

export interface FakeAdNetworkOptions {
  /** Delay before the script inserts its placement; `null`: never (a blocked or failing network). */
  scriptDelayMs?: number | null;
  placement?: PlacementMode;
  jsonMode?: JsonAdMode;
  /** The first N JSON requests get an empty list, then `jsonMode` applies. */
  emptyBeforeAd?: number;
  /** The fallback backers link (configure the slot's `DOCS_AD_FALLBACK_LINK` with it). */
  fallbackLink?: string;
  port?: number;
}

export interface FakeAdNetwork extends FakeServer {
  scriptUrl: string;
  jsonUrl: string;
  fallbackLink: string;
  /** Changes the behaviour for the next requests. */
  configure(options: Omit<FakeAdNetworkOptions, 'port' | 'fallbackLink'>): void;
}

export const HOSTILE_MARKER = '__fakeAdPwned';
export const DEFAULT_FALLBACK_LINK = 'https://fallback.ads.invalid/discover-more/backers';

const AD_IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100" viewBox="0 0 130 100"><rect width="130" height="100" rx="8" fill="#2e7d32"/><circle cx="65" cy="50" r="26" fill="#a5d6a7"/></svg>`;
const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** JSON inside a script: `<` escaped so no string closes the element. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

interface PlacementSpec {
  link: string;
  image: string;
  text: string;
  poweredBy: string;
  poweredByLink: string;
}

function adScript(delay: number | null, placement: PlacementSpec): string {
  return `(function () {
  var script = document.currentScript;
  var container = (script && script.parentElement) || document.querySelector('[data-ad-network-container]');
  var delay = ${inlineJson(delay)};
  var ad = ${inlineJson(placement)};
  if (delay === null || !container) return;
  function link(className, href) {
    var a = document.createElement('a');
    a.className = className;
    a.href = href;
    a.target = '_blank';
    a.rel = 'noopener sponsored';
    return a;
  }
  setTimeout(function () {
    var root = document.createElement('div');
    root.id = 'carbonads';
    var inner = document.createElement('span');
    var wrap = document.createElement('span');
    wrap.className = 'carbon-wrap';
    var imageLink = link('carbon-img', ad.link);
    var image = document.createElement('img');
    image.src = ad.image;
    image.width = 130;
    image.height = 100;
    image.alt = '';
    imageLink.appendChild(image);
    var text = link('carbon-text', ad.link);
    text.textContent = ad.text;
    wrap.appendChild(imageLink);
    wrap.appendChild(text);
    var poweredBy = link('carbon-poweredby', ad.poweredByLink);
    poweredBy.textContent = ad.poweredBy;
    inner.appendChild(wrap);
    inner.appendChild(poweredBy);
    root.appendChild(inner);
    container.appendChild(root);
  }, delay);
})();
`;
}

function goodAd(origin: string, id: string) {
  return {
    statlink: `${origin}/click/${id}`,
    statimp: `${origin}/pixel/imp?ad=${id}`,
    image: `${origin}/img/ad.svg`,
    company: 'Fake Network Co',
    description: 'Deploy previews for every pull request, in seconds.',
    pixel: `${origin}/pixel/a?ad=${id}&t=[timestamp]||${origin}/pixel/b?ad=${id}&t=[timestamp]`,
    timestamp: '1700000000',
  };
}

function hostileAds(origin: string) {
  const pwn = (value: string) => `window.${HOSTILE_MARKER}=${JSON.stringify(value)}`;
  return {
    ads: [
      { statlink: `javascript:${pwn('statlink')}`, company: 'First', description: 'A javascript: tracking link' },
      {
        statlink: `${origin}/click/hostile`,
        statimp: `javascript:${pwn('statimp')}`,
        image: `javascript:${pwn('image')}`,
        company: `<img src=x onerror="${pwn('company')}">`,
        description: `<script>${pwn('description')}</script><b>bold</b><a href="javascript:${pwn('link')}">link</a>`,
        pixel: `javascript:${pwn('pixel')}||${origin}/pixel/hostile?t=[timestamp]`,
        timestamp: '<svg onload=alert(1)>',
      },
    ],
  };
}

export async function startFakeAdNetwork(options: FakeAdNetworkOptions = {}): Promise<FakeAdNetwork> {
  const fallbackLink = options.fallbackLink ?? DEFAULT_FALLBACK_LINK;
  let settings = {
    scriptDelayMs: options.scriptDelayMs === undefined ? 300 : options.scriptDelayMs,
    placement: options.placement ?? 'ad',
    jsonMode: options.jsonMode ?? 'good',
    emptyBeforeAd: options.emptyBeforeAd ?? 0,
  };
  let jsonRequests = 0;

  const server = await startFakeServer((_request, response, recorded, origin) => {
    const { path, query } = recorded;
    if (path === '/ads.js') {
      const delay = query.delay === 'never' ? null : query.delay !== undefined ? Math.max(0, Number(query.delay) || 0) : settings.scriptDelayMs;
      const fallback = (query.placement ?? settings.placement) === 'fallback';
      const placement: PlacementSpec = fallback
        ? { link: fallbackLink, image: `${origin}/img/ad.svg`, text: 'Become a backer and see your logo here.', poweredBy: 'ads via Fake Network', poweredByLink: fallbackLink }
        : { link: `${origin}/click/script`, image: `${origin}/img/ad.svg`, text: 'Fake Network Co: deploy previews for every pull request.', poweredBy: 'ads via Fake Network', poweredByLink: `${origin}/about` };
      send(response, 200, 'text/javascript; charset=utf-8', adScript(delay, placement));
      return;
    }
    if (path === '/ads.json') {
      jsonRequests += 1;
      const mode = (query.mode as JsonAdMode | undefined) ?? (jsonRequests <= settings.emptyBeforeAd ? 'empty' : settings.jsonMode);
      switch (mode) {
        case 'empty':
          send(response, 200, 'application/json', JSON.stringify({ ads: [] }));
          return;
        case 'error':
          send(response, 500, 'text/plain', 'Internal Server Error');
          return;
        case 'malformed':
          send(response, 200, 'application/json', '{"ads": [{"statlink": "http://');
          return;
        case 'html':
          send(response, 200, 'text/html', `<!doctype html><html><body><script>window.${HOSTILE_MARKER}='html'</script><img src=x onerror="window.${HOSTILE_MARKER}='html-img'"></body></html>`);
          return;
        case 'hostile':
          send(response, 200, 'application/json', JSON.stringify(hostileAds(origin)));
          return;
        default:
          send(response, 200, 'application/json', JSON.stringify({ ads: [{}, goodAd(origin, String(jsonRequests))] }));
          return;
      }
    }
    if (path === '/img/ad.svg') {
      send(response, 200, 'image/svg+xml', AD_IMAGE);
      return;
    }
    if (path.startsWith('/pixel/')) {
      response.writeHead(200, { 'content-type': 'image/gif', 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
      response.end(PIXEL_GIF);
      return;
    }
    if (path.startsWith('/click/') || path === '/about') {
      send(response, 200, 'text/html; charset=utf-8', '<!doctype html><title>Fake advertiser</title><p>Fake advertiser page.</p>');
      return;
    }
    send(response, 404, 'text/plain', 'not found');
  }, options.port);

  return {
    ...server,
    scriptUrl: `${server.url}/ads.js`,
    jsonUrl: `${server.url}/ads.json`,
    fallbackLink,
    configure(next) {
      settings = { ...settings, ...Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined)) };
      if (next.emptyBeforeAd !== undefined) jsonRequests = 0;
    },
  };
}
