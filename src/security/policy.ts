import { DEFAULT_GTAG_URL, parseAnalyticsConfig } from '../analytics/config';
import { DEFAULT_DOCS_ORIGIN } from '../routing/links';
import { sandboxEndpointsFromEnv } from '../demo/sandbox/endpoints';

/** A configured URL the policy cannot be built from: the build stops and names the variable. */
export class SecurityConfigError extends Error {
  override name = 'SecurityConfigError';
}

/** What the site loads from elsewhere, read from the build's environment (the same variables the pages use). */
export interface SecurityConfig {
  /** Production origin (`DOCS_ORIGIN`): it alone gets HSTS, and it may frame the preview. */
  origin: string;
  /** `DOCS_PREVIEW_ORIGIN`: the preview's own origin, framed by the shell; null when same origin. */
  previewOrigin: string | null;
  /** Origins whose scripts may run: the ad script's, gtag's (when analytics is on), `DOCS_AD_EXTRA_ORIGINS`. */
  scriptOrigins: string[];
  /** Origins fetched from: the ad JSON endpoint, the ad script's network, analytics collection, the feedback endpoint. */
  connectOrigins: string[];
  /** Origins of images: ad images and impression pixels, analytics pixels. */
  imageOrigins: string[];
  /** Origins forms post to: the sandbox services a demo opens in (`DOCS_CODESANDBOX_URL`, `DOCS_STACKBLITZ_URL`). */
  formOrigins: string[];
  /** `DOCS_CSP_REPORT_ONLY=1`: send the policy as Content-Security-Policy-Report-Only. */
  reportOnly: boolean;
  /** `DOCS_CSP_REPORT_URL`: where browsers send violation reports. */
  reportUrl: string | null;
}

/** Hosts gtag.js talks to when it is Google's own script (Google's published list for GA4). */
const GOOGLE_ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const GOOGLE_ANALYTICS_IMAGES = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

type Environment = Record<string, string | undefined>;

const isSet = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The origin of an http(s) URL in `env[name]`, null when unset; anything else is a build error. */
function originOf(env: Environment, name: string): string | null {
  const value = env[name];
  if (!isSet(value)) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new SecurityConfigError(`${name} is not a URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SecurityConfigError(`${name} must be an http(s) URL: ${JSON.stringify(value)}`);
  return url.origin;
}

/** `DOCS_AD_EXTRA_ORIGINS`: space- or comma-separated origins of a network spread over several hosts. */
function extraOrigins(env: Environment): string[] {
  const value = env.DOCS_AD_EXTRA_ORIGINS;
  if (!isSet(value)) return [];
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const origin = originOf({ DOCS_AD_EXTRA_ORIGINS: entry }, 'DOCS_AD_EXTRA_ORIGINS');
      if (origin !== entry.replace(/\/$/, '')) throw new SecurityConfigError(`DOCS_AD_EXTRA_ORIGINS takes origins only (scheme and host): ${JSON.stringify(entry)}`);
      return origin;
    });
}

const unique = (values: readonly (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];

export function securityConfigFromEnv(env: Environment): SecurityConfig {
  const adScript = originOf(env, 'DOCS_AD_SCRIPT_URL');
  const adJson = originOf(env, 'DOCS_AD_JSON_URL');
  originOf(env, 'DOCS_AD_FALLBACK_LINK');
  const adExtra = extraOrigins(env);
  const feedback = originOf(env, 'DOCS_FEEDBACK_URL');
  // Analytics loads gtag exactly when the pages' own configuration has a measurement id.
  const analyticsOn = parseAnalyticsConfig(env).measurementId !== null;
  const gtag = originOf(env, 'DOCS_GTAG_URL') ?? new URL(DEFAULT_GTAG_URL).origin;
  const googleGtag = gtag === new URL(DEFAULT_GTAG_URL).origin;
  const analyticsConnect = !analyticsOn ? [] : googleGtag ? GOOGLE_ANALYTICS_CONNECT : [gtag];
  const analyticsImages = !analyticsOn ? [] : googleGtag ? GOOGLE_ANALYTICS_IMAGES : [gtag];
  const reportOnly = env.DOCS_CSP_REPORT_ONLY === '1' || env.DOCS_CSP_REPORT_ONLY === 'true';
  const reportUrl = originOf(env, 'DOCS_CSP_REPORT_URL') ? new URL(env.DOCS_CSP_REPORT_URL!.trim()).href : null;
  if (reportOnly && !reportUrl) throw new SecurityConfigError('DOCS_CSP_REPORT_ONLY=1 needs DOCS_CSP_REPORT_URL: a report-only policy nobody receives reports of watches nothing');
  return {
    origin: originOf(env, 'DOCS_ORIGIN') ?? DEFAULT_DOCS_ORIGIN,
    previewOrigin: originOf(env, 'DOCS_PREVIEW_ORIGIN'),
    scriptOrigins: unique([adScript, ...adExtra, analyticsOn ? gtag : null]),
    connectOrigins: unique([adJson, adScript, ...adExtra, ...analyticsConnect, feedback]),
    imageOrigins: unique([adJson, adScript, ...adExtra, ...analyticsImages]),
    formOrigins: unique(Object.values(sandboxEndpointsFromEnv(env)).map((url) => new URL(url).origin)),
    reportOnly,
    reportUrl,
  };
}

export type Directives = Record<string, readonly string[]>;

/**
 * Whether violations go through the Reporting API (`report-to`): only to an https endpoint, as
 * Chromium delivers nothing to others, and, seeing `report-to`, no longer uses `report-uri` either
 * (measured with Chromium 156: an http collector got the report with `report-uri` alone, and
 * nothing with both). `report-uri` stays for browsers without the Reporting API.
 */
function reportsThroughReportingApi(config: SecurityConfig): boolean {
  return config.reportUrl?.startsWith('https://') ?? false;
}

/** Name of the reporting endpoint the policy's `report-to` names (`Reporting-Endpoints`). */
export const CSP_REPORT_GROUP = 'csp';

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}


/**
 * The one policy of every response. One, not one per path: static hosts merge the headers of every
 * `_headers` rule a path matches, and two policies on a response are both enforced, so a shell
 * policy on `/*` would also bind the preview under `/x/storybook/`.
 *
 * - Scripts: our origin, the configured third parties, and the inline scripts of the shell's pages
 *   and of Storybook's HTML by their build-time hashes.
 * - Styles allow inline: Emotion inserts its rules at run time and React writes `style`
 *   attributes; a nonce cannot name them on a static host (every reader gets the same bytes), and
 *   a hash cannot name rules generated in the browser.
 * - Images: data and blob URLs are the demos' (generated charts, exported files).
 * - Forms: the demo toolbar posts projects to the sandbox services (in a new tab).
 * - Framing: the shell frames the preview (its own origin when configured); only the site's own
 *   origins may frame either.
 */
export function sitePolicy(config: SecurityConfig, scriptHashes: readonly string[]): Directives {
  const preview = config.previewOrigin ? [config.previewOrigin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...config.scriptOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...config.imageOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...preview, ...config.connectOrigins],
    'frame-src': ["'self'", ...preview],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...config.formOrigins],
    'frame-ancestors': unique(["'self'", config.origin]),
    ...(config.reportUrl ? { 'report-uri': [config.reportUrl], ...(reportsThroughReportingApi(config) ? { 'report-to': [CSP_REPORT_GROUP] } : {}) } : {}),
  };
}

/**
 * The policy of the playground's runner document, which replaces the site's for that one path
 * (later `_headers` rules win): it alone may evaluate code (`'unsafe-eval'`: a reader's TSX,
 * compiled in the browser). `sandbox allow-scripts` gives it an opaque origin even when opened
 * on its own, so the code it runs cannot read the site's cookies or storage; it talks to the
 * playground page by postMessage only, and only the site's own pages may frame it.
 */
export function playgroundRunnerPolicy(config: SecurityConfig): Directives {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': unique(["'self'", config.origin]),
    sandbox: ['allow-scripts'],
  };
}

/** Features the docs never use, switched off for the page and every frame; copying stays allowed. */
export function permissionsPolicy(config: SecurityConfig): string {
  const off = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'payment', 'usb', 'clipboard-read'];
  const clipboardWriters = ['self', ...(config.previewOrigin ? [`"${config.previewOrigin}"`] : [])].join(' ');
  return [...off.map((feature) => `${feature}=()`), `clipboard-write=(${clipboardWriters})`].join(', ');
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of every response: the policy (enforced, or report-only with its reporting
 * endpoint), the opener policy (sandbox exports open other sites in new tabs, which keep their
 * opener), permissions, no MIME sniffing, and a referrer of origin only across sites.
 */
export function securityHeaders(config: SecurityConfig, scriptHashes: readonly string[]): Record<string, string> {
  const directives = sitePolicy(config, scriptHashes);
  const policy = serializePolicy(directives);
  return {
    // Report-only cannot carry frame-ancestors, so framing stays enforced on its own meanwhile.
    ...(config.reportOnly
      ? { 'Content-Security-Policy-Report-Only': policy, 'Content-Security-Policy': serializePolicy({ 'frame-ancestors': directives['frame-ancestors'] }) }
      : { 'Content-Security-Policy': policy }),
    ...(reportsThroughReportingApi(config) ? { 'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${config.reportUrl}"` } : {}),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': permissionsPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
