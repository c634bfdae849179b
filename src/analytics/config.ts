import { safeHttpUrl } from '../ads/safeUrl';

/** Google's script; `DOCS_GTAG_URL` points elsewhere (a test server, a proxy). */
export const DEFAULT_GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

export interface AnalyticsConfig {
  /** GA4 measurement id (`DOCS_GA_MEASUREMENT_ID`), e.g. `G-ABC123`; `null` loads no script. */
  measurementId: string | null;
  /** The gtag script, without `?id=` (`DOCS_GTAG_URL`). */
  gtagUrl: string;
}

export interface AnalyticsEnvironment {
  DOCS_GA_MEASUREMENT_ID?: string;
  DOCS_GTAG_URL?: string;
}

const MEASUREMENT_ID = /^[A-Za-z0-9][\w-]{1,63}$/;

/** Analytics configuration from environment strings; a malformed id is `null`, a bad URL the default. */
export function parseAnalyticsConfig(env: AnalyticsEnvironment | Record<string, string | undefined>): AnalyticsConfig {
  const source = env as AnalyticsEnvironment;
  const id = source.DOCS_GA_MEASUREMENT_ID?.trim() ?? '';
  return {
    measurementId: MEASUREMENT_ID.test(id) ? id : null,
    gtagUrl: safeHttpUrl(source.DOCS_GTAG_URL) ?? DEFAULT_GTAG_URL,
  };
}
