import { parseAdConfig, type AdConfig } from '../ads/config';
import { parseAnalyticsConfig, DEFAULT_GTAG_URL, type AnalyticsConfig } from '../analytics/config';
import { safeHttpUrl } from '../ads/safeUrl';
import { DEFAULT_DOCS_ORIGIN } from '../routing/links';
import { isSearchIndexUrl } from '../search/indexUrl';

/**
 * What a build of the site is configured with, from build-time environment variables:
 * `DOCS_ORIGIN`, `DOCS_PREVIEW_ORIGIN`, `DOCS_AD_SCRIPT_URL`, `DOCS_AD_JSON_URL`, `DOCS_AD_FALLBACK_LINK`,
 * `DOCS_GA_MEASUREMENT_ID`, `DOCS_GTAG_URL`, `DOCS_FEEDBACK_URL`. Written into every prerendered page and read back,
 * validated, by the client.
 */
export interface SiteConfig {
  /** Production origin for canonical URLs, the sitemap and page_view locations. */
  origin: string;
  /**
   * Origin the preview (the static Storybook build) is served from when it is not the shell's
   * own (`DOCS_PREVIEW_ORIGIN`): the browser then runs it in its own process. `null`: same origin.
   */
  previewOrigin: string | null;
  ads: AdConfig;
  analytics: AnalyticsConfig;
  /** Where "Was this page helpful?" answers are posted (`DOCS_FEEDBACK_URL`); `null`: no widget. */
  feedbackUrl: string | null;
  /** The site search's index file (`/assets/search-index-<hash>.json`), written by the build; absent: no search. */
  searchIndexUrl?: string;
}

function originOf(value: unknown): string {
  return optionalOriginOf(value) ?? DEFAULT_DOCS_ORIGIN;
}

function optionalOriginOf(value: unknown): string | null {
  const url = safeHttpUrl(value);
  return url ? new URL(url).origin : null;
}

export function siteConfigFromEnv(env: Record<string, string | undefined>): SiteConfig {
  return {
    origin: originOf(env.DOCS_ORIGIN),
    previewOrigin: optionalOriginOf(env.DOCS_PREVIEW_ORIGIN),
    ads: parseAdConfig(env),
    analytics: parseAnalyticsConfig(env),
    feedbackUrl: safeHttpUrl(env.DOCS_FEEDBACK_URL),
  };
}

/** The config embedded in a page, checked again: anything malformed falls back to "not configured". */
export function parseSiteConfig(value: unknown): SiteConfig {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const ads = (typeof record.ads === 'object' && record.ads !== null ? record.ads : {}) as Record<string, unknown>;
  const analytics = (typeof record.analytics === 'object' && record.analytics !== null ? record.analytics : {}) as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' ? field : undefined);
  return {
    origin: originOf(record.origin),
    previewOrigin: optionalOriginOf(record.previewOrigin),
    ads: parseAdConfig({
      DOCS_AD_SCRIPT_URL: text(ads.scriptUrl),
      DOCS_AD_JSON_URL: text(ads.jsonUrl),
      DOCS_AD_FALLBACK_LINK: text(ads.fallbackLink),
    }),
    analytics: parseAnalyticsConfig({
      DOCS_GA_MEASUREMENT_ID: text(analytics.measurementId),
      DOCS_GTAG_URL: text(analytics.gtagUrl) ?? DEFAULT_GTAG_URL,
    }),
    feedbackUrl: safeHttpUrl(record.feedbackUrl),
    ...(isSearchIndexUrl(record.searchIndexUrl) ? { searchIndexUrl: record.searchIndexUrl } : {}),
  };
}

/** Reads the config a prerendered page carries (`<script id="site-config">`). */
export function readSiteConfig(doc: Document): SiteConfig {
  try {
    return parseSiteConfig(JSON.parse(doc.getElementById('site-config')?.textContent ?? 'null'));
  } catch {
    return parseSiteConfig(null);
  }
}
