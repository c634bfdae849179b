import { safeHttpUrl } from './safeUrl';

/** Where the ads come from; every field is optional (null = not configured). */
export interface AdConfig {
  /** Third-party ad script (image style): `DOCS_AD_SCRIPT_URL`. */
  scriptUrl: string | null;
  /** Ad network JSON endpoint (inline style): `DOCS_AD_JSON_URL`. */
  jsonUrl: string | null;
  /** The network's fallback backers link; a placement linking there gets an in-house ad: `DOCS_AD_FALLBACK_LINK`. */
  fallbackLink: string | null;
}

/** Build-time environment variables read by `parseAdConfig`. */
export interface AdEnvironment {
  DOCS_AD_SCRIPT_URL?: string;
  DOCS_AD_JSON_URL?: string;
  DOCS_AD_FALLBACK_LINK?: string;
}

export const emptyAdConfig: AdConfig = { scriptUrl: null, jsonUrl: null, fallbackLink: null };

/** Ad configuration from environment strings: unset, blank or non-http(s) values become `null`. */
export function parseAdConfig(env: AdEnvironment | Record<string, string | undefined>): AdConfig {
  const source = env as AdEnvironment;
  return {
    scriptUrl: safeHttpUrl(source.DOCS_AD_SCRIPT_URL),
    jsonUrl: safeHttpUrl(source.DOCS_AD_JSON_URL),
    fallbackLink: safeHttpUrl(source.DOCS_AD_FALLBACK_LINK),
  };
}
