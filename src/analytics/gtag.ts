import { safeHttpUrl } from '../ads/safeUrl';
import { DEFAULT_GTAG_URL } from './config';
import type { ConsentChoice } from './consent';
import { hasPrivacySignal } from './privacy';

export type EventParams = Record<string, unknown>;

/** The page's analytics: gtag calls into `window.dataLayer`, or nothing at all under DNT/GPC. */
export interface Analytics {
  /** `false` when the reader sent Do Not Track or Global Privacy Control: every call is dropped. */
  readonly enabled: boolean;
  /** `gtag('event', name, params)`. */
  event(name: string, params?: EventParams): void;
  /** `gtag('consent', 'update', { analytics_storage })` after the reader answered. */
  updateConsent(choice: ConsentChoice): void;
}

export interface InstallAnalyticsOptions {
  /** `null`: no script is loaded; calls still reach `window.dataLayer`. */
  measurementId: string | null;
  gtagUrl?: string | null;
  /** Development build: with no measurement id, every call is also logged. */
  dev?: boolean;
  /** The stored consent choice, applied right after the default (denied). */
  consent?: ConsentChoice | null;
  window?: Window;
  log?: (...args: unknown[]) => void;
  now?: () => number;
}

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

const installed = new WeakMap<Window, Analytics>();

const disabled: Analytics = { enabled: false, event: () => {}, updateConsent: () => {} };

/** The gtag script's address for a measurement id (`?id=` added to whatever query it has). */
export function gtagScriptUrl(gtagUrl: string, measurementId: string): string {
  const url = new URL(gtagUrl);
  url.searchParams.set('id', measurementId);
  return url.href;
}

/**
 * Sets up GA4's gtag once per window: `window.dataLayer`, `window.gtag`, consent denied by default
 * for analytics and ad storage, then the gtag script when a measurement id is set. With Do Not
 * Track or Global Privacy Control nothing is loaded or recorded, not even in `dataLayer`.
 * Page views are sent by the shell (`send_page_view: false`).
 */
export function installAnalytics(options: InstallAnalyticsOptions): Analytics {
  const win = (options.window ?? window) as AnalyticsWindow;
  const existing = installed.get(win);
  if (existing) return existing;

  if (hasPrivacySignal(win)) {
    // Callers of `window.gtag` must not break; the calls go nowhere.
    win.gtag ??= () => {};
    installed.set(win, disabled);
    return disabled;
  }

  const { measurementId, dev = false, consent = null, log = console.debug, now = Date.now } = options;
  const dataLayer = (win.dataLayer ??= []);
  const logging = dev && !measurementId;
  // gtag.js reads `arguments` objects from dataLayer (arrays are not commands), hence the classic function.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
    // eslint-disable-next-line prefer-rest-params
    if (logging) log('[analytics]', ...Array.from(arguments));
  };
  win.gtag = gtag;

  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    wait_for_update: 500,
  });
  gtag('set', 'ads_data_redaction', true);
  if (consent === 'granted') gtag('consent', 'update', { analytics_storage: 'granted' });
  gtag('js', new Date(now()));

  if (measurementId) {
    gtag('config', measurementId, { send_page_view: false });
    const script = win.document.createElement('script');
    script.async = true;
    script.src = gtagScriptUrl(safeHttpUrl(options.gtagUrl) ?? DEFAULT_GTAG_URL, measurementId);
    win.document.head.appendChild(script);
  }

  const analytics: Analytics = {
    enabled: true,
    event(name, params) {
      if (typeof name !== 'string' || !name) return;
      if (params === undefined) gtag('event', name);
      else gtag('event', name, params);
    },
    updateConsent(choice) {
      gtag('consent', 'update', { analytics_storage: choice === 'granted' ? 'granted' : 'denied' });
    },
  };
  installed.set(win, analytics);
  return analytics;
}
