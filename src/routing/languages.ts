/** Languages the site is published in. English is served unprefixed. */
export const LISTED_LANGUAGES = ['en'] as const;
export const DEFAULT_LANGUAGE = 'en';

/**
 * Language prefixes the site recognises in a path. Only listed ones are served; a request with
 * another one (from old links: the docs were once translated) goes to the unprefixed page.
 */
export const KNOWN_LANGUAGE_PREFIXES = ['en', 'zh', 'pt', 'es', 'fr', 'de', 'ja', 'ru'] as const;

/** Paths outside language handling: the blog and the size snapshot. */
export function isLanguageExempt(pathname: string): boolean {
  return pathname === '/blog' || pathname.startsWith('/blog/') || pathname === '/size-snapshot' || pathname === '/size-snapshot/';
}

export interface LanguagePath {
  /** Language of the path: its prefix when recognised, else the default. */
  language: string;
  /** The path without its language prefix, query or hash. */
  canonicalPath: string;
  /** True when the language is recognised but not published: the unprefixed page serves it. */
  redirectToCanonical: boolean;
}

/**
 * Splits a location path (possibly with query and hash) into its language and the canonical,
 * unprefixed path. `/zh/x/react-data-grid/?a=1#b` → zh, `/x/react-data-grid/`.
 */
export function pathnameToLanguage(path: string, listed: readonly string[] = LISTED_LANGUAGES): LanguagePath {
  const pathname = path.replace(/[?#].*$/, '') || '/';
  const match = /^\/([a-z]{2})(\/.*|$)/.exec(pathname);
  const candidate = match?.[1];
  if (!candidate || !(KNOWN_LANGUAGE_PREFIXES as readonly string[]).includes(candidate) || isLanguageExempt(pathname)) {
    return { language: DEFAULT_LANGUAGE, canonicalPath: pathname, redirectToCanonical: false };
  }
  const canonicalPath = match[2] || '/';
  return {
    language: candidate,
    canonicalPath,
    redirectToCanonical: candidate === DEFAULT_LANGUAGE || !listed.includes(candidate),
  };
}

/**
 * An internal link for a reader of `language`: prefixed with the language when it is a listed
 * language other than the default, unless the target is exempt or already prefixed.
 */
export function localizePath(href: string, language: string, listed: readonly string[] = LISTED_LANGUAGES): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  if (language === DEFAULT_LANGUAGE || !listed.includes(language)) return href;
  const { language: existing } = pathnameToLanguage(href, listed);
  if (existing !== DEFAULT_LANGUAGE || isLanguageExempt(href.replace(/[?#].*$/, ''))) return href;
  return `/${language}${href}`;
}

/**
 * Inline script of the 404 page: on a host without our redirect rules, a path with a language
 * prefix that is not published goes to its unprefixed page in the browser.
 */
export function languageFallbackScript(listed: readonly string[] = LISTED_LANGUAGES): string {
  const unlisted = KNOWN_LANGUAGE_PREFIXES.filter((language) => language === DEFAULT_LANGUAGE || !listed.includes(language));
  return `(function(){var m=/^\\/(${unlisted.join('|')})(\\/.*|$)/.exec(location.pathname);if(m&&!/^\\/(blog(\\/|$)|size-snapshot\\/?$)/.test(m[2]))location.replace((m[2]||'/')+location.search+location.hash);})();`;
}
