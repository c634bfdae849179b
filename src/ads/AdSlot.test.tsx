// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDocsCssVarsTheme } from '../theme/createDocsTheme';
import { AdSlot, type AdSlotProps } from './AdSlot';
import { resetSessionAdStyle } from './adStyle';
import { emptyAdConfig, type AdConfig } from './config';
import { inHouseAds, type InHouseAd } from './inHouseAds';
import type { AdAnalyticsEvent } from './analyticsEvents';
import type { FetchLike } from './jsonAd';
import { sequence } from './testUtils';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const scriptConfig: AdConfig = {
  scriptUrl: 'http://127.0.0.1:9/ads/serve.js',
  jsonUrl: 'http://127.0.0.1:9/ads/ads.json',
  fallbackLink: 'http://127.0.0.1:9/ads/backers',
};
const theme = createDocsCssVarsTheme('ltr');

let host: HTMLDivElement;
let root: Root;
let events: AdAnalyticsEvent[];

function render(props: Partial<AdSlotProps> = {}) {
  act(() => {
    root.render(
      <ThemeProvider theme={theme}>
        <p id="before">Lead paragraph</p>
        <AdSlot config={emptyAdConfig} onAnalyticsEvent={(event) => events.push(event)} random={() => 0.5} {...props} />
        <p id="after">Page content</p>
      </ThemeProvider>,
    );
  });
}

const slot = () => host.querySelector<HTMLElement>('.docs-ad')!;
const container = () => slot().querySelector<HTMLElement>('[data-ad-network-container]')!;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** What the third-party script does: put its placement into the container. */
function networkInserts(html: string) {
  const placement = document.createElement('div');
  placement.id = 'carbonads';
  placement.innerHTML = html;
  container().appendChild(placement);
}

beforeEach(() => {
  vi.useFakeTimers();
  resetSessionAdStyle();
  events = [];
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AdSlot without a network', () => {
  it('shows an in-house ad right away, as a safe link', () => {
    render({ random: sequence(0.5, 0) });
    expect(slot().dataset.adState).toBe('in-house');
    expect(slot().dataset.adStyle).toBe('image');
    const link = slot().querySelector('a')!;
    expect(link.href).toBe(inHouseAds[0].link);
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener sponsored');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/static/ads/data-grid-premium.svg');
    expect(link.textContent).toContain('Data Grid Premium');
    expect(link.textContent).toContain('Ad by MUI');
    expect(slot().querySelector('script')).toBeNull();
  });

  it('also works outside the CSS-variables theme of the shell', () => {
    act(() => root.render(<AdSlot config={emptyAdConfig} random={() => 0} />));
    expect(slot().dataset.adState).toBe('in-house');
  });

  it('renders the inline style as text with an Ad badge', () => {
    render({ style: 'inline', random: () => 0 });
    expect(slot().dataset.adStyle).toBe('inline');
    expect(slot().querySelector('img')).toBeNull();
    expect(slot().textContent).toMatch(/^AdData Grid Premium – .*Learn moreAd by MUI$/);
  });
});

describe('AdSlot with the third-party script', () => {
  it('loads the script into its container and shows the placement once it appears', () => {
    render({ config: scriptConfig });
    expect(slot().dataset.adState).toBe('loading');
    advance(0);
    const script = container().querySelector('script')!;
    expect(script.src).toBe('http://127.0.0.1:9/ads/serve.js');
    expect(script.async).toBe(true);
    expect(container().hidden).toBe(true);

    networkInserts('<a href="http://127.0.0.1:9/ads/click/9">Paid ad</a>');
    advance(500);
    expect(slot().dataset.adState).toBe('network');
    expect(container().hidden).toBe(false);
  });

  it('gives blocked readers an in-house ad after the 7th empty look (3.5 s)', () => {
    render({ config: scriptConfig, random: sequence(0.5, 0.5, 0.25) });
    advance(3499);
    expect(slot().dataset.adState).toBe('loading');
    advance(1);
    expect(slot().dataset.adState).toBe('in-house');
    expect(slot().querySelector('a')!.href).toBe(inHouseAds[1].link);
  });

  it('gives 20 % of blocked readers the support message', () => {
    render({ config: scriptConfig, random: sequence(0.5, 0.1) });
    advance(3500);
    expect(slot().dataset.adState).toBe('support');
    expect(slot().textContent).toContain('ad blocker');
    expect(slot().querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('With thanks');
  });

  it('keeps the reserved space (no layout shift) whatever fills it', () => {
    render({ config: scriptConfig, random: sequence(0.5, 0.1) });
    const before = getComputedStyle(slot()).minHeight;
    advance(3500);
    expect(getComputedStyle(slot()).minHeight).toBe(before);
    expect(before).toBe('142px');
  });

  it('replaces the fallback backers link with an in-house ad', () => {
    render({ config: scriptConfig, random: sequence(0.5, 0) });
    advance(0);
    networkInserts('<a href="http://127.0.0.1:9/ads/backers">Become a backer</a>');
    advance(500);
    expect(slot().dataset.adState).toBe('in-house');
    expect(container().hidden).toBe(true);
    advance(2500);
    expect(events).toEqual([{ action: 'display', label: 'in-house-fallback-body-top-image' }]);
  });

  it('switches to a placement that arrives late, after ads were called blocked', () => {
    render({ config: scriptConfig, random: sequence(0.5, 0.9, 0) });
    advance(4000);
    expect(slot().dataset.adState).toBe('in-house');
    networkInserts('<a href="http://127.0.0.1:9/ads/click/1">Late ad</a>');
    advance(500);
    expect(slot().dataset.adState).toBe('network');
  });

  it('ignores placements outside its own container', () => {
    const stray = document.createElement('div');
    stray.className = 'carbonads';
    document.body.appendChild(stray);
    render({ config: scriptConfig, random: sequence(0.5, 0.9, 0) });
    advance(3500);
    expect(slot().dataset.adState).toBe('in-house');
    stray.remove();
  });

  it('gives crawlers an empty slot, without loading anything', () => {
    render({ config: scriptConfig, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    advance(20_000);
    expect(slot().dataset.adState).toBe('empty');
    expect(slot().querySelector('script, a, img')).toBeNull();
    expect(events).toEqual([]);
  });

  it('loads the script once under StrictMode double effects', () => {
    act(() => {
      root.render(
        <React.StrictMode>
          <AdSlot config={scriptConfig} random={() => 0.5} />
        </React.StrictMode>,
      );
    });
    advance(0);
    expect(container().querySelectorAll('script')).toHaveLength(1);
  });

  it('stops polling and clears the script when unmounted', () => {
    render({ config: scriptConfig });
    advance(0);
    const network = container();
    act(() => root.render(<div />));
    expect(network.childNodes).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('AdSlot with the JSON endpoint (inline style)', () => {
  const hostile = {
    ads: [
      { statlink: 'javascript:window.pwned=1', company: 'First', description: 'Has a javascript: link' },
      {
        statlink: 'http://127.0.0.1:9/ads/click/2',
        statimp: 'http://127.0.0.1:9/ads/imp/2',
        pixel: 'javascript:window.pwned=2||http://127.0.0.1:9/ads/pixel?t=[timestamp]',
        timestamp: '123',
        image: 'javascript:window.pwned=3',
        company: '<img src=x onerror="window.pwned=4">',
        description: '<script>window.pwned=5</script><b>bold</b>',
      },
    ],
  };
  const jsonFetch = (body: unknown): FetchLike => vi.fn(async () => ({ ok: true, text: async () => JSON.stringify(body) }));

  it('renders every network string as text and follows only http(s) links', async () => {
    const loadPixel = vi.fn();
    render({ config: scriptConfig, style: 'inline', fetch: jsonFetch(hostile), loadPixel });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(slot().dataset.adState).toBe('inline');
    expect(slot().querySelectorAll('img, script, b')).toHaveLength(0);
    const link = slot().querySelector('a')!;
    expect(link.href).toBe('http://127.0.0.1:9/ads/click/2');
    expect(link.textContent).toContain('<img src=x onerror="window.pwned=4">');
    expect(link.textContent).toContain('<script>window.pwned=5</script><b>bold</b>');
    expect(link.textContent).toContain('Ad by Carbon');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    expect(container().childNodes).toHaveLength(0);

    expect(loadPixel.mock.calls.map(([url]) => url)).toEqual(['http://127.0.0.1:9/ads/imp/2', 'http://127.0.0.1:9/ads/pixel?t=123']);
    render({ config: scriptConfig, style: 'inline', fetch: jsonFetch(hostile), loadPixel, random: () => 0.4 });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(loadPixel).toHaveBeenCalledTimes(2);
  });

  it('falls back to the blocked branch when the endpoint fails', async () => {
    const fetch: FetchLike = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    render({ config: scriptConfig, style: 'inline', fetch, random: sequence(0.9, 0) });
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(slot().dataset.adState).toBe('in-house');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('AdSlot analytics', () => {
  it('reports a sampled display once the ad stayed 2.5 s', () => {
    render({ random: sequence(0.5, 0, 0.05) });
    advance(2499);
    expect(events).toEqual([]);
    advance(1);
    expect(events).toEqual([{ action: 'display', label: 'in-house-unconfigured-body-top-image' }]);
    advance(10_000);
    expect(events).toHaveLength(1);
  });

  it('reports nothing for the 90 % of displays left out of the sample', () => {
    render({ random: sequence(0.5, 0, 0.1) });
    advance(10_000);
    expect(events).toEqual([]);
  });

  it('reports nothing when the ad leaves before 2.5 s', () => {
    render({ random: sequence(0.5, 0, 0.05) });
    advance(2000);
    act(() => root.render(<div />));
    advance(5000);
    expect(events).toEqual([]);
  });

  it('restarts the display clock when the ad changes, so flip-flops report nothing', () => {
    render({ config: scriptConfig, random: sequence(0.5, 0.9, 0, 0.05) });
    advance(3500);
    advance(1000);
    networkInserts('<a href="http://127.0.0.1:9/ads/click/1">Late ad</a>');
    advance(500);
    expect(events).toEqual([]);
    advance(2500);
    expect(events).toEqual([{ action: 'display', label: 'network-body-top-image' }]);
  });

  it('reports one click per display, on links only', () => {
    render({ config: scriptConfig, random: () => 0.5 });
    advance(0);
    networkInserts('<a href="http://127.0.0.1:9/ads/click/1"><span class="carbon-text">Paid</span></a><p class="blank">x</p>');
    advance(500);
    act(() => (slot().querySelector('.blank') as HTMLElement).click());
    expect(events).toEqual([]);
    const text = slot().querySelector<HTMLElement>('.carbon-text')!;
    // Keep jsdom from trying to navigate.
    slot().addEventListener('click', (event) => event.preventDefault());
    act(() => text.click());
    act(() => text.click());
    expect(events).toEqual([{ action: 'click', label: 'network-body-top-image' }]);
  });

  it('renders nothing and reports one crash when the ad breaks, leaving the page alone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      ...inHouseAds[0],
      get title(): string {
        throw new Error('corrupt ad entry');
      },
    } as InHouseAd;
    render({ inHouseAds: [broken], random: sequence(0.5, 0, 0.05) });
    expect(slot().dataset.adState).toBe('empty');
    expect(slot().childNodes).toHaveLength(0);
    expect(events).toEqual([{ action: 'crash', label: 'unknown-body-top' }]);
    expect(host.querySelector('#after')?.textContent).toBe('Page content');
    advance(10_000);
    expect(events).toHaveLength(1);
  });
});
