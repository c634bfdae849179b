// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { gtagScriptUrl, installAnalytics } from './gtag';
import { hasPrivacySignal } from './privacy';
import { parseAnalyticsConfig, DEFAULT_GTAG_URL } from './config';

type TestWindow = Window & { dataLayer?: IArguments[]; gtag?: (...args: unknown[]) => void; doNotTrack?: string };

/** A fresh window per test (installAnalytics keeps one install per window). */
function freshWindow(navigatorProps: Record<string, unknown> = {}, windowProps: Record<string, unknown> = {}): TestWindow {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const win = frame.contentWindow as unknown as TestWindow;
  for (const [key, value] of Object.entries(navigatorProps)) Object.defineProperty(win.navigator, key, { value, configurable: true });
  Object.assign(win, windowProps);
  return win;
}

const calls = (win: TestWindow) => (win.dataLayer ?? []).map((entry) => Array.from(entry));
const scripts = (win: TestWindow) => [...win.document.querySelectorAll('script')].map((script) => script.src);
const now = () => Date.UTC(2025, 0, 2);

describe('installAnalytics', () => {
  it('denies storage by default, configures GA4 without automatic page views and loads gtag', () => {
    const win = freshWindow();
    const analytics = installAnalytics({ measurementId: 'G-TEST123', gtagUrl: 'http://127.0.0.1:9/gtag/js', window: win, now });
    expect(analytics.enabled).toBe(true);
    expect(calls(win)).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 }],
      ['set', 'ads_data_redaction', true],
      ['js', new Date(now())],
      ['config', 'G-TEST123', { send_page_view: false }],
    ]);
    // gtag.js only understands `arguments` objects, not arrays.
    expect(Object.prototype.toString.call(win.dataLayer![0])).toBe('[object Arguments]');
    expect(scripts(win)).toEqual(['http://127.0.0.1:9/gtag/js?id=G-TEST123']);
    const script = win.document.querySelector('script')!;
    expect(script.async).toBe(true);
  });

  it('applies a stored grant right after the default, and later answers as updates', () => {
    const win = freshWindow();
    const analytics = installAnalytics({ measurementId: null, consent: 'granted', window: win, now });
    expect(calls(win)[2]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    analytics.updateConsent('denied');
    expect(calls(win).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });

  it('without a measurement id loads nothing but still records events, logged in development', () => {
    const win = freshWindow();
    const log = vi.fn();
    const analytics = installAnalytics({ measurementId: null, dev: true, window: win, log, now });
    analytics.event('demo', { eventAction: 'copy' });
    expect(scripts(win)).toEqual([]);
    expect(calls(win).at(-1)).toEqual(['event', 'demo', { eventAction: 'copy' }]);
    expect(log).toHaveBeenLastCalledWith('[analytics]', 'event', 'demo', { eventAction: 'copy' });
    expect(calls(win).some(([command]) => command === 'config')).toBe(false);
  });

  it('does not log in production', () => {
    const win = freshWindow();
    const log = vi.fn();
    installAnalytics({ measurementId: null, dev: false, window: win, log }).event('x');
    expect(log).not.toHaveBeenCalled();
  });

  it('installs once per window', () => {
    const win = freshWindow();
    const first = installAnalytics({ measurementId: 'G-ONE', window: win });
    const second = installAnalytics({ measurementId: 'G-TWO', window: win });
    expect(second).toBe(first);
    expect(scripts(win)).toHaveLength(1);
  });

  it('ignores events without a name', () => {
    const win = freshWindow();
    const analytics = installAnalytics({ measurementId: null, window: win });
    const before = calls(win).length;
    analytics.event('');
    analytics.event(42 as unknown as string);
    expect(calls(win)).toHaveLength(before);
  });

  it.each([
    ['navigator.doNotTrack', { doNotTrack: '1' }, {}],
    ['window.doNotTrack', {}, { doNotTrack: '1' }],
    ['navigator.msDoNotTrack', { msDoNotTrack: '1' }, {}],
    ['Global Privacy Control', { globalPrivacyControl: true }, {}],
  ])('with %s: no script, no dataLayer, no events', (_, navigatorProps, windowProps) => {
    const win = freshWindow(navigatorProps, windowProps);
    const analytics = installAnalytics({ measurementId: 'G-TEST123', gtagUrl: 'http://127.0.0.1:9/gtag/js', window: win });
    expect(analytics.enabled).toBe(false);
    analytics.event('page_view', { page_title: 'x' });
    analytics.updateConsent('granted');
    win.gtag!('event', 'direct');
    expect(win.dataLayer).toBeUndefined();
    expect(scripts(win)).toEqual([]);
  });
});

describe('hasPrivacySignal', () => {
  it('is off for unset or "0"/"unspecified" signals', () => {
    expect(hasPrivacySignal(freshWindow())).toBe(false);
    expect(hasPrivacySignal(freshWindow({ doNotTrack: '0', globalPrivacyControl: false }))).toBe(false);
    expect(hasPrivacySignal(freshWindow({ doNotTrack: 'unspecified' }))).toBe(false);
    expect(hasPrivacySignal(freshWindow({ doNotTrack: 'yes' }))).toBe(true);
  });
});

describe('gtag configuration', () => {
  it('reads the measurement id and the script URL from the environment', () => {
    expect(parseAnalyticsConfig({ DOCS_GA_MEASUREMENT_ID: ' G-ABC123 ', DOCS_GTAG_URL: 'http://127.0.0.1:5000/gtag/js' })).toEqual({
      measurementId: 'G-ABC123',
      gtagUrl: 'http://127.0.0.1:5000/gtag/js',
    });
    expect(parseAnalyticsConfig({})).toEqual({ measurementId: null, gtagUrl: DEFAULT_GTAG_URL });
    expect(parseAnalyticsConfig({ DOCS_GA_MEASUREMENT_ID: 'G-1"><script>', DOCS_GTAG_URL: 'javascript:alert(1)' })).toEqual({
      measurementId: null,
      gtagUrl: DEFAULT_GTAG_URL,
    });
  });

  it('adds the id to the script URL, keeping its query', () => {
    expect(gtagScriptUrl('http://127.0.0.1:9/example/gtag/js?l=dl', 'G-X')).toBe('http://127.0.0.1:9/example/gtag/js?l=dl&id=G-X');
  });
});
