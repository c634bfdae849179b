import type { NavPage } from '../nav/types';
import { isGroup, isLinkEntry } from '../nav/validate';
import { DEFAULT_LANGUAGE, KNOWN_LANGUAGE_PREFIXES, LISTED_LANGUAGES } from './languages';
import { PREVIEW_BASE } from './links';
import { LLMS_TXT_ROUTE } from './llmsTxt';
import { HSTS, playgroundRunnerPolicy, securityHeaders, serializePolicy, type SecurityConfig } from '../security/policy';
import { PLAYGROUND_RUNNER_ROUTE } from '../demo/playground/sharedCode';
import { OPENSEARCH_CONTENT_TYPE, OPENSEARCH_ROUTE } from '../search/openSearch';

export interface Redirect {
  from: string;
  to: string;
  status: 301 | 302 | 308;
}

export const HOME_ROUTE = '/x/introduction/';

/** First page (leaf) under a nav entry, in reading order. */
function firstPage(page: NavPage): string | null {
  if (!isGroup(page)) return isLinkEntry(page) ? null : page.pathname;
  for (const child of page.children ?? []) {
    const found = firstPage(child);
    if (found) return found;
  }
  return null;
}

/**
 * Redirect rules of the site: the root, group pseudo-paths to their first page, routes without
 * their trailing slash, and language prefixes that are not published to the unprefixed page.
 */
export function buildRedirects(nav: readonly NavPage[], routes: readonly string[]): Redirect[] {
  const redirects: Redirect[] = [{ from: '/', to: HOME_ROUTE, status: 301 }];
  const routeSet = new Set(routes);
  const visit = (entries: readonly NavPage[]) => {
    for (const page of entries) {
      if (!isGroup(page)) continue;
      const target = firstPage(page);
      const bare = page.pathname.replace(/\/$/, '');
      if (target && !routeSet.has(`${bare}/`)) {
        redirects.push({ from: bare, to: target, status: 301 }, { from: `${bare}/`, to: target, status: 301 });
      }
      visit(page.children ?? []);
    }
  };
  visit(nav);
  for (const route of routes) {
    if (route !== '/') redirects.push({ from: route.replace(/\/$/, ''), to: route, status: 301 });
  }
  for (const language of KNOWN_LANGUAGE_PREFIXES) {
    if (language === DEFAULT_LANGUAGE || !(LISTED_LANGUAGES as readonly string[]).includes(language)) {
      redirects.push({ from: `/${language}/*`, to: '/:splat', status: 301 });
    }
  }
  return redirects;
}

/** `_redirects` file (Netlify/Cloudflare format), read by our static server too. */
export function formatRedirects(redirects: readonly Redirect[]): string {
  return `${redirects.map(({ from, to, status }) => `${from} ${to} ${status}`).join('\n')}\n`;
}

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/**
 * Response headers by path: the security headers everywhere (one policy, see `sitePolicy`), HSTS
 * on the production origin only (an origin-qualified rule: local and preview hosts never get it),
 * the preview indexed only inside the page that embeds it, hashed assets cached for good.
 */
export function headerRules(security: SecurityConfig, scriptHashes: readonly string[]): HeaderRule[] {
  return [
    { path: '/*', headers: { ...securityHeaders(security, scriptHashes), 'Cache-Control': 'no-cache' } },
    ...(security.origin.startsWith('https://') ? [{ path: `${security.origin}/*`, headers: { 'Strict-Transport-Security': HSTS } }] : []),
    { path: `${PREVIEW_BASE}*`, headers: { 'X-Robots-Tag': 'noindex, indexifembedded' } },
    { path: LLMS_TXT_ROUTE, headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
    { path: OPENSEARCH_ROUTE, headers: { 'Content-Type': `${OPENSEARCH_CONTENT_TYPE}; charset=utf-8` } },
    // Readable from any origin: the playground's runner is sandboxed (an opaque origin) and loads its modules and fonts here.
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable', 'Access-Control-Allow-Origin': '*' } },
    { path: `${PLAYGROUND_RUNNER_ROUTE}*`, headers: { 'Content-Security-Policy': serializePolicy(playgroundRunnerPolicy(security)) } },
    { path: `${PREVIEW_BASE}assets/*`, headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ];
}

/** `_headers` file (Netlify/Cloudflare format); later rules override earlier ones for a header. */
export function formatHeaders(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n')
    .concat('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function buildSitemap(routes: readonly string[], origin: string): string {
  const urls = routes.map((route) => `  <url><loc>${escapeXml(origin + route)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Crawlers may fetch everything (the preview must be fetchable to be indexed inside its page). */
export function buildRobots(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
