import { describe, expect, it } from 'vitest';
import { buildRedirects, buildRobots, buildSitemap, formatHeaders, formatRedirects, headerRules } from './siteFiles';
import { securityConfigFromEnv } from '../security/policy';
import type { NavPage } from '../nav/types';

const nav: NavPage[] = [
  { pathname: '/x/introduction-group', title: 'Introduction', children: [{ pathname: '/x/introduction/' }] },
  {
    pathname: '/x/react-data-grid-group',
    children: [
      { pathname: '/x/react-data-grid/' },
      {
        pathname: '/x/react-data-grid/columns',
        children: [{ pathname: '/x/react-data-grid/column-definition/' }, { pathname: '/x/react-data-grid/column-pinning/' }],
      },
    ],
  },
];
const routes = ['/x/introduction/', '/x/react-data-grid/', '/x/react-data-grid/column-definition/', '/x/react-data-grid/column-pinning/'];

describe('buildRedirects', () => {
  const redirects = buildRedirects(nav, routes);
  const target = (from: string) => redirects.find((rule) => rule.from === from)?.to;

  it('sends the root and group pseudo-paths to their first page', () => {
    expect(target('/')).toBe('/x/introduction/');
    expect(target('/x/react-data-grid/columns/')).toBe('/x/react-data-grid/column-definition/');
    expect(target('/x/react-data-grid/columns')).toBe('/x/react-data-grid/column-definition/');
    expect(target('/x/react-data-grid-group')).toBe('/x/react-data-grid/');
  });

  it('adds the trailing slash to routes', () => {
    expect(target('/x/react-data-grid/column-pinning')).toBe('/x/react-data-grid/column-pinning/');
  });

  it('sends unlisted language prefixes (and /en/) to the unprefixed page', () => {
    expect(target('/zh/*')).toBe('/:splat');
    expect(target('/en/*')).toBe('/:splat');
    expect(redirects.every((rule) => rule.status === 301)).toBe(true);
  });

  it('never redirects a real page', () => {
    const pages = new Set(routes);
    expect(redirects.filter((rule) => pages.has(rule.from))).toEqual([]);
  });

  it('formats one rule per line', () => {
    expect(formatRedirects([{ from: '/', to: '/x/introduction/', status: 301 }])).toBe('/ /x/introduction/ 301\n');
  });
});

describe('site files', () => {
  it('marks the preview noindex, indexifembedded, and caches hashed assets for good', () => {
    const headers = formatHeaders(headerRules(securityConfigFromEnv({}), []));
    expect(headers).toContain('/x/storybook/*\n  X-Robots-Tag: noindex, indexifembedded');
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    // The worker at /x/sw.js keeps its default scope (/x/, the preview included) and is revalidated on every check.
    expect(headers).not.toContain('Service-Worker-Allowed');
    expect(headers).toMatch(/^\/\*\n(  .+\n)*  Cache-Control: no-cache\n/);
  });

  it('sends one policy on every path but the playground runner, framed only by the site itself and its production origin', () => {
    const rules = headerRules(securityConfigFromEnv({ DOCS_ORIGIN: 'https://mui.com' }), ["'sha256-abc='"]);
    const policies = rules.filter((rule) => Object.keys(rule.headers).some((name) => name.startsWith('Content-Security-Policy')));
    expect(policies.map((rule) => rule.path)).toEqual(['/*', '/x/playground/runner/*']);
    expect(policies[0].headers['Content-Security-Policy']).toContain("frame-ancestors 'self' https://mui.com");
    expect(policies[0].headers['Content-Security-Policy']).toContain("script-src 'self' 'sha256-abc='");
    expect(policies[0].headers['Content-Security-Policy']).not.toContain('unsafe-eval');
    // The runner alone evaluates code, in a sandbox (opaque origin), framed by the site only.
    const runner = policies[1].headers['Content-Security-Policy'];
    expect(runner).toContain("script-src 'self' 'unsafe-eval'");
    expect(runner).toContain('sandbox allow-scripts');
    expect(runner).not.toContain('allow-same-origin');
    expect(runner).toContain("frame-ancestors 'self' https://mui.com");
  });

  it('serves the OpenSearch description with its own content type', () => {
    const rule = headerRules(securityConfigFromEnv({}), []).find((entry) => entry.path === '/x/opensearch.xml');
    expect(rule?.headers['Content-Type']).toBe('application/opensearchdescription+xml; charset=utf-8');
  });

  it('lets any origin read the hashed assets (the sandboxed runner loads its modules there)', () => {
    const assets = headerRules(securityConfigFromEnv({}), []).find((rule) => rule.path === '/assets/*');
    expect(assets?.headers['Access-Control-Allow-Origin']).toBe('*');
  });

  it('sends HSTS on the https production origin only', () => {
    const production = headerRules(securityConfigFromEnv({ DOCS_ORIGIN: 'https://mui.com' }), []);
    expect(production.find((rule) => rule.headers['Strict-Transport-Security'])?.path).toBe('https://mui.com/*');
    const local = headerRules(securityConfigFromEnv({ DOCS_ORIGIN: 'http://127.0.0.1:4173' }), []);
    expect(local.some((rule) => rule.headers['Strict-Transport-Security'])).toBe(false);
  });

  it('lists routes in the sitemap on the production origin, and points robots to it', () => {
    const sitemap = buildSitemap(['/x/introduction/', '/x/react-data-grid/'], 'https://mui.com');
    expect(sitemap).toContain('<loc>https://mui.com/x/introduction/</loc>');
    expect(sitemap.match(/<url>/g)).toHaveLength(2);
    expect(buildRobots('https://mui.com')).toContain('Sitemap: https://mui.com/sitemap.xml');
  });
});
