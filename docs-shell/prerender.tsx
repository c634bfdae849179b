import * as React from 'react';
import fs from 'node:fs';
import path from 'node:path';
import { renderToString, renderToStaticMarkup } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { pages as nav } from '../src/nav/pages';
import { buildRouteTable, type StoryIndex } from '../src/routing/routes';
import { buildSitePages, playgroundPage, searchPage, SiteBuildError, type ShellPage } from '../src/routing/sitePages';
import { PLAYGROUND_ROUTE, PLAYGROUND_RUNNER_ROUTE } from '../src/demo/playground/sharedCode';
import { playgroundRunnerHtml } from '../src/demo/playground/runnerDocument';
import { buildLlmsTxt, LLMS_TXT_ROUTE } from '../src/routing/llmsTxt';
import { collectFileRoutes } from '../src/nav/validate';
import { extractPageMeta, type PageMeta } from '../src/content/extractPageMeta';
import { extractPageLinks, findBrokenLinks } from '../src/content/internalLinks';
import { PENDING_ROUTES } from '../src/content/pendingRoutes';
import { apiContentMeta, isApiContent, type ApiContent } from '../src/apiDocs/pageText';
import { apiDataUrl } from '../src/apiDocs/catalog';
import { createScopedEmotionCache } from '../src/theme/emotionCache';
import { ShellApp } from './app/ShellApp';
import { documentInlineScripts, renderDocument } from './document';
import { PAGES_DATA_URL } from './paths';
import { PREVIEW_BASE } from '../src/routing/links';
import { siteConfigFromEnv, type SiteConfig } from '../src/config/siteConfig';
import { buildRedirects, buildRobots, buildSitemap, formatHeaders, formatRedirects, headerRules } from '../src/routing/siteFiles';
import { fontPreloadTags } from '../src/theme/fontPreload';
import { securityConfigFromEnv } from '../src/security/policy';
import { InlineScriptHashes } from '../src/security/inlineScripts';
import { sandboxEndpointsFromEnv, withSandboxEndpoints } from '../src/demo/sandbox/endpoints';
import { withFeedbackFlag } from '../src/feedback/previewFlag';
import { loadApiBody } from './app/ApiContent';
import { orderPages } from '../src/nav/order';
import { buildSiteRecords } from '../src/search/siteRecords';
import { buildSearchIndexFiles } from '../src/search/searchIndex';
import type { DocsPageInput } from '../src/search/docsRecords';
import { writeSearchIndexFiles } from '../src/search/indexFile';
import { SEARCH_PAGE_ROUTE } from '../src/search/searchPage';
import { buildOpenSearchDescription, OPENSEARCH_ROUTE } from '../src/search/openSearch';
import { safeHttpUrl } from '../src/ads/safeUrl';

export interface PrerenderOptions {
  rootDir: string;
  storybookDir: string;
  outDir: string;
  /** Build-time environment (DOCS_ORIGIN, ads and analytics settings). */
  env: Record<string, string | undefined>;
  scripts: string[];
  stylesheets: string[];
  /** Chunks loaded later (the app), fetched at low priority. */
  prefetch: string[];
  /** Other files of the client build (fonts, images), as URLs. */
  assets: string[];
  /** Entry script and stylesheets of the playground's runner document. */
  playgroundRunner: { script: string; stylesheets: string[] };
}

/** Material UI's script setting the colour scheme before the first paint (the same on every page). */
function colorSchemeScriptHtml(): string {
  return renderToStaticMarkup(
    <InitColorSchemeScript defaultMode="system" modeStorageKey="mui-mode" colorSchemeStorageKey="mui-color-scheme" attribute="data-mui-color-scheme" />,
  );
}

function renderRoute(page: ShellPage | null, options: PrerenderOptions, siteConfig: SiteConfig, apiContent: ApiContent | null = null): string {
  const cache = createScopedEmotionCache('docs', 'ltr');
  const emotionServer = createEmotionServer(cache);
  const appHtml = renderToString(
    <ShellApp nav={nav} initialPage={page} getEmotionCache={() => cache} siteConfig={siteConfig} initialApiContent={apiContent} />,
  );
  const styleTags = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(appHtml));
  const colorSchemeScript = colorSchemeScriptHtml();
  return renderDocument({
    page,
    nav,
    appHtml,
    styleTags,
    colorSchemeScript,
    siteConfig,
    scripts: options.scripts,
    stylesheets: options.stylesheets,
    prefetch: options.prefetch,
    fonts: firstScreenFonts(options.assets),
  });
}

/**
 * The Latin faces of the docs font the first screen uses, fetched with the HTML: they are usually
 * in before the first paint, so no text re-wraps when they arrive.
 */
function firstScreenFonts(assets: string[]): string[] {
  const fonts = fontPreloadTags(assets, '').map((tag) => String(tag.attrs!.href));
  if (fonts.length !== 3) throw new Error(`Expected the three Latin IBM Plex Sans faces among the shell's assets, found: ${fonts.join(', ') || 'none'}`);
  return fonts;
}

function writeFile(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const apiContentTypes = { '.api.json': 'entry', '.index.json': 'index', '.tab.json': 'components' } as const;

/**
 * The data of a generated API page (`*.api.json` for an entry, `*.index.json` for a product's
 * index, `*.tab.json` for a page's "Components API" tab) in the folder of its MDX page, or null
 * for a docs page.
 */
function readApiContent(folder: string): ApiContent | null {
  const suffixes = Object.keys(apiContentTypes) as (keyof typeof apiContentTypes)[];
  const file = fs.readdirSync(folder).find((name) => suffixes.some((suffix) => name.endsWith(suffix)));
  if (!file) return null;
  const data = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
  const content = { type: apiContentTypes[suffixes.find((suffix) => file.endsWith(suffix))!], data };
  if (!isApiContent(content)) throw new Error(`${path.join(folder, file)} is not API page data.`);
  return content;
}

/** Reads the Storybook index and the MDX pages, checks them against the nav, writes every route. */
export async function prerenderSite(options: PrerenderOptions): Promise<ShellPage[]> {
  // API pages render their body with a lazily loaded component: have it ready for renderToString.
  await loadApiBody();
  const index = JSON.parse(fs.readFileSync(path.join(options.storybookDir, 'index.json'), 'utf8')) as StoryIndex;
  const routes = buildRouteTable(index);
  const metaByRoute = new Map<string, PageMeta>();
  const apiContentByRoute = new Map<string, ApiContent>();
  const anchorsByRoute = new Map<string, string[]>();
  const linksByRoute = new Map<string, string[]>();
  const sourceByRoute = new Map<string, string>();
  for (const entry of routes) {
    const file = path.join(options.rootDir, entry.importPath);
    const apiContent = readApiContent(path.dirname(file));
    if (apiContent) {
      apiContentByRoute.set(entry.route, apiContent);
      metaByRoute.set(entry.route, { ...apiContentMeta(apiContent), dataUrl: apiDataUrl(entry.route) });
    } else {
      const source = fs.readFileSync(file, 'utf8');
      sourceByRoute.set(entry.route, source);
      metaByRoute.set(entry.route, extractPageMeta(source, entry.importPath));
      const { anchors, links } = extractPageLinks(source);
      anchorsByRoute.set(entry.route, anchors);
      linksByRoute.set(entry.route, links);
    }
  }
  const pages = buildSitePages(nav, routes, metaByRoute);
  const brokenLinks = findBrokenLinks(linksByRoute, new Set(pages.map((page) => page.route)), anchorsByRoute, PENDING_ROUTES);
  if (brokenLinks.length > 0) throw new SiteBuildError(`Links that lead nowhere:\n${brokenLinks.join('\n')}`);
  const writtenPending = pages.filter((page) => PENDING_ROUTES.has(page.route)).map((page) => page.route);
  if (writtenPending.length > 0) throw new SiteBuildError(`Written, so remove from src/content/pendingRoutes.ts: ${writtenPending.join(', ')}`);
  // The search index (issue 18): one content-hashed file, its URL in every page's site config.
  const searchStarted = Date.now();
  const navPages = new Map(orderPages(nav).map((entry) => [entry.pathname, entry]));
  const docsInputs: DocsPageInput[] = pages.flatMap((page) => {
    const source = sourceByRoute.get(page.route);
    const navPage = navPages.get(page.route);
    return source === undefined ? [] : [{ route: page.route, title: page.title, lead: page.lead, source, plan: navPage?.plan, breadcrumbs: navPage?.breadcrumbs }];
  });
  const searchRecords = buildSiteRecords({ docs: docsInputs, api: pages.flatMap((page) => apiContentByRoute.get(page.route) ?? []) });
  const { url: searchIndexUrl, proseUrl: searchProseUrl } = writeSearchIndexFiles(options.outDir, buildSearchIndexFiles(searchRecords));
  console.log(`Search index: ${searchRecords.length} records → ${searchIndexUrl.slice(1)}, ${searchProseUrl.slice(1)} in ${((Date.now() - searchStarted) / 1000).toFixed(1)} s`);
  const siteConfig = { ...siteConfigFromEnv(options.env), searchIndexUrl };
  // Checked before anything is written: a malformed third-party URL stops the build here.
  const security = securityConfigFromEnv(options.env);
  // The shell's inline scripts come from its template (parsing 500 pages of 200 kB would cost
  // seconds); Storybook's HTML is parsed.
  const inlineScripts = new InlineScriptHashes();
  const writeHtml = (file: string, page: ShellPage | null, html: string) => {
    inlineScripts.addSources(Object.values(documentInlineScripts(page)));
    writeFile(file, html);
  };
  inlineScripts.addDocument(colorSchemeScriptHtml());

  for (const page of pages) {
    const apiContent = apiContentByRoute.get(page.route) ?? null;
    writeHtml(path.join(options.outDir, page.route, 'index.html'), page, renderRoute(page, options, siteConfig, apiContent));
    if (apiContent && page.dataUrl) writeFile(path.join(options.outDir, page.dataUrl), JSON.stringify(apiContent));
  }
  writeHtml(path.join(options.outDir, '404.html'), null, renderRoute(null, options, siteConfig));
  // The playground is a page of the shell, but not of the docs' reading order, sitemap or page data.
  const playground = playgroundPage(PLAYGROUND_ROUTE);
  writeHtml(path.join(options.outDir, PLAYGROUND_ROUTE, 'index.html'), playground, renderRoute(playground, options, siteConfig));
  writeFile(path.join(options.outDir, PLAYGROUND_RUNNER_ROUTE, 'index.html'), playgroundRunnerHtml(options.playgroundRunner));
  // The plain search page (issue 18): a form without scripts, results once they run. Not in the
  // sitemap, the nav or the page data (it is `noindex`); in-shell links to it load it as a document.
  const search = searchPage(SEARCH_PAGE_ROUTE);
  writeHtml(path.join(options.outDir, SEARCH_PAGE_ROUTE, 'index.html'), search, renderRoute(search, options, siteConfig));
  for (const name of fs.readdirSync(options.storybookDir).filter((file) => file.endsWith('.html'))) {
    inlineScripts.addDocument(fs.readFileSync(path.join(options.storybookDir, name), 'utf8'));
  }
  writeFile(path.join(options.outDir, PAGES_DATA_URL), JSON.stringify(pages));
  // The preview is served where the shell's frame URLs point.
  fs.cpSync(options.storybookDir, path.join(options.outDir, PREVIEW_BASE), { recursive: true });
  const previewHtml = path.join(options.outDir, PREVIEW_BASE, 'iframe.html');
  // The sandbox services the demo toolbar posts to, and whether headings offer a comment button, as data in the preview's page.
  if (fs.existsSync(previewHtml)) {
    const html = withSandboxEndpoints(fs.readFileSync(previewHtml, 'utf8'), sandboxEndpointsFromEnv(options.env));
    writeFile(previewHtml, withFeedbackFlag(html, siteConfig.feedbackUrl !== null));
  }
  const pageRoutes = pages.map((page) => page.route);
  writeFile(path.join(options.outDir, '_redirects'), formatRedirects(buildRedirects(nav, pageRoutes)));
  writeFile(path.join(options.outDir, '_headers'), formatHeaders(headerRules(security, inlineScripts.list())));
  writeFile(path.join(options.outDir, 'sitemap.xml'), buildSitemap(pageRoutes, siteConfig.origin));
  writeFile(path.join(options.outDir, 'robots.txt'), buildRobots(siteConfig.origin));
  writeFile(path.join(options.outDir, LLMS_TXT_ROUTE), buildLlmsTxt(pages, siteConfig.origin));
  // The OpenSearch description: absolute URLs on the configured origin (DOCS_ORIGIN); root-relative without one,
  // so a local or preview build's browser adds the search of the host it is served from.
  const configuredOrigin = safeHttpUrl(options.env.DOCS_ORIGIN) ? siteConfig.origin : null;
  const icon = fs.existsSync(path.join(options.rootDir, 'public', 'favicon.svg')) ? { path: '/favicon.svg', type: 'image/svg+xml' } : null;
  writeFile(path.join(options.outDir, OPENSEARCH_ROUTE), buildOpenSearchDescription({ origin: configuredOrigin, icon }));
  const unwrittenFiles = collectFileRoutes(nav).filter((route) => !fs.existsSync(path.join(options.outDir, route)));
  if (unwrittenFiles.length > 0) throw new SiteBuildError(`The navigation links files the build does not write: ${unwrittenFiles.join(', ')}`);
  return pages;
}
