import { toGlobalsParam, type DocsGlobals } from '../preferences/globals';
import { normalizeRoute } from './routes';
import { pathnameToLanguage } from './languages';
import { STORYBOOK_PATH } from './workbenchLinks';

/**
 * Where the static Storybook build is served from, inside the site: under `/x/`, so the docs' service
 * worker (scope `/x/`) serves the content frame too, and nothing of ours claims the rest of the origin.
 */
export const PREVIEW_BASE = STORYBOOK_PATH;
/** Production origin of the published docs (canonical links, copied source links outside the shell). */
export const DEFAULT_DOCS_ORIGIN = 'https://mui.com';

/** URL of the bare preview showing one docs entry, with non-default globals in Storybook's format. */
export function previewUrl(docsId: string, globals: Partial<DocsGlobals> = {}, base = PREVIEW_BASE): string {
  const params = new URLSearchParams({ viewMode: 'docs', id: docsId });
  const globalsParam = toGlobalsParam(globals);
  if (globalsParam) params.set('globals', globalsParam);
  // Storybook reads `:` and `;` literally in globals; keep them readable.
  return `${base}iframe.html?${params.toString().replace(/%3A/g, ':').replace(/%3B/g, ';')}`;
}

export type ShellLink =
  | { kind: 'hash'; hash: string }
  | { kind: 'route'; route: string; hash: string }
  | { kind: 'document' };

/**
 * Decides how the shell follows a link: a same-page anchor scrolls, a known docs route switches
 * pages in place, anything else (other hosts, unknown paths, files) is a normal document load.
 */
export function classifyLink(href: string, current: URL, knownRoutes: ReadonlySet<string>): ShellLink {
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return { kind: 'document' };
  }
  if (url.origin !== current.origin) return { kind: 'document' };
  // Routes are compared without a language prefix: the shell keeps the reader's language itself.
  const route = normalizeRoute(pathnameToLanguage(url.pathname).canonicalPath);
  const currentRoute = normalizeRoute(pathnameToLanguage(current.pathname).canonicalPath);
  if (route === currentRoute && url.search === current.search && url.hash) return { kind: 'hash', hash: url.hash };
  if (knownRoutes.has(route)) return { kind: 'route', route, hash: url.hash };
  return { kind: 'document' };
}

/** Decodes a location hash into an element id; malformed escapes give `null`, never an exception. */
export function idFromHash(hash: string): string | null {
  if (!hash || hash === '#') return null;
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
}

/** A plain left click, which the site follows in place; modified clicks keep the browser's behaviour (new tab, download). */
export function isPlainLeftClick(event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
