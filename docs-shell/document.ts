import type { ShellPage } from '../src/routing/sitePages';
import type { NavPage } from '../src/nav/types';
import { themeColor } from '../src/theme/brand';
import { documentTitle } from './app/documentTitle';
import { earlyMessageQueueScript } from '../src/bridge/earlyMessages';
import { DEFAULT_LANGUAGE, languageFallbackScript } from '../src/routing/languages';
import { firstPaintPreferencesScript } from '../src/preferences/readerPreferences';
import type { SiteConfig } from '../src/config/siteConfig';
import { pageHeadTagHtml, pageHeadTags } from '../src/routing/pageHead';
import { fontFallbackCss } from '../src/theme/fontFallbacks';
import { openSearchLinkHtml } from '../src/search/openSearch';

export interface DocumentParts {
  page: ShellPage | null;
  /** The navigation tree, handed to the client as data so the shell's JavaScript does not grow with the site. */
  nav: readonly NavPage[];
  /** The build's configuration; its origin makes canonical URLs, e.g. https://mui.com */
  siteConfig: SiteConfig;
  appHtml: string;
  styleTags: string;
  colorSchemeScript: string;
  /** Hashed assets of the client build. */
  scripts: string[];
  stylesheets: string[];
  prefetch: string[];
  /** Font files preloaded with the HTML. */
  fonts?: string[];
  /** Language of the page (`lang` on <html>). */
  userLanguage?: string;
}

const NOT_FOUND_DESCRIPTION = 'The page you asked for does not exist in the MUI X documentation.';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> element: `<` escaped so no string can close the element. */
export const serializeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The inline scripts a document runs, other than the colour-scheme script it is handed: the
 * security policy allows them by hash, so the build hashes exactly these strings.
 */
export function documentInlineScripts(page: ShellPage | null): { head: string; firstPaint: string } {
  return { head: page ? earlyMessageQueueScript : languageFallbackScript(), firstPaint: firstPaintPreferencesScript() };
}

/** The full HTML of one prerendered route (or the 404 page when `page` is null). */
export function renderDocument({
  page,
  nav,
  siteConfig,
  appHtml,
  styleTags,
  colorSchemeScript,
  scripts,
  stylesheets,
  prefetch,
  fonts = [],
  userLanguage = DEFAULT_LANGUAGE,
}: DocumentParts): string {
  const { origin } = siteConfig;
  const title = escapeHtml(documentTitle(page));
  const inlineScripts = documentInlineScripts(page);
  const head = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="initial-scale=1, width=device-width" />',
    `<title>${title}</title>`,
    ...(page
      ? pageHeadTags(page, origin).map((tag) => pageHeadTagHtml(tag, escapeHtml))
      : [`<meta name="description" content="${escapeHtml(NOT_FOUND_DESCRIPTION)}" />`, '<meta name="robots" content="noindex" />']),
    '<meta property="og:type" content="website" />',
    '<meta name="twitter:card" content="summary" />',
    `<meta name="theme-color" content="${themeColor.light}" media="(prefers-color-scheme: light)" />`,
    `<meta name="theme-color" content="${themeColor.dark}" media="(prefers-color-scheme: dark)" />`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    // Browsers offer the docs' search as a search engine (OpenSearch, issue 18).
    openSearchLinkHtml(),
    `<script>${inlineScripts.head}</script>`,
    ...fonts.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`),
    `<style>${fontFallbackCss()}</style>`,
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${href}" />`),
    ...scripts.map((src) => `<link rel="modulepreload" href="${src}" />`),
    ...prefetch.map((src) => `<link rel="prefetch" href="${src}" as="script" crossorigin />`),
    styleTags,
  ]
    .filter(Boolean)
    .join('\n    ');

  return `<!doctype html>
<html lang="${escapeHtml(userLanguage)}" dir="ltr">
  <head>
    ${head}
  </head>
  <body>
    ${colorSchemeScript}
    <script>${inlineScripts.firstPaint}</script>
    <div id="root">${appHtml}</div>
    <script id="shell-page" type="application/json">${serializeJson(page)}</script>
    <script id="shell-nav" type="application/json">${serializeJson(nav)}</script>
    <script id="site-config" type="application/json">${serializeJson(siteConfig)}</script>
    ${scripts.map((src) => `<script type="module" src="${src}"></script>`).join('\n    ')}
  </body>
</html>
`;
}
