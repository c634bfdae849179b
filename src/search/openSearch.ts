import { SEARCH_PAGE_ROUTE, SEARCH_QUERY_PARAM } from './searchPage';

/** Where the build writes the OpenSearch description, and the type it is served with. */
export const OPENSEARCH_ROUTE = '/x/opensearch.xml';
export const OPENSEARCH_CONTENT_TYPE = 'application/opensearchdescription+xml';
/** The title of the `<link rel="search">` every page carries: the name browsers offer the engine under. */
export const OPENSEARCH_TITLE = 'MUI X';

export interface OpenSearchOptions {
  /**
   * The docs' origin when the build was given one (`DOCS_ORIGIN`): the template and image are absolute
   * URLs on it. `null`: they are root-relative, which browsers resolve against the description's address.
   */
  origin: string | null;
  /** The site's icon (`/favicon.svg`) when the build ships one. */
  icon?: { path: string; type: string } | null;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The results page's URL template: the search page with `{searchTerms}` in its query parameter. */
export function openSearchTemplate(origin: string | null): string {
  return `${origin ?? ''}${SEARCH_PAGE_ROUTE}?${SEARCH_QUERY_PARAM}={searchTerms}`;
}

/** The OpenSearch 1.1 description document: lets browsers add the docs' search as a search engine. */
export function buildOpenSearchDescription({ origin, icon = null }: OpenSearchOptions): string {
  const base = origin ?? '';
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `  <ShortName>${escapeXml(OPENSEARCH_TITLE)}</ShortName>`,
    `  <Description>${escapeXml('Search the MUI X documentation: pages, sections, components, props and slots.')}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    ...(icon ? [`  <Image width="16" height="16" type="${escapeXml(icon.type)}">${escapeXml(base + icon.path)}</Image>`] : []),
    `  <Url type="text/html" method="get" template="${escapeXml(openSearchTemplate(origin))}"/>`,
    `  <Url type="${OPENSEARCH_CONTENT_TYPE}" rel="self" template="${escapeXml(base + OPENSEARCH_ROUTE)}"/>`,
    '</OpenSearchDescription>',
  ];
  return `${lines.join('\n')}\n`;
}

/** The `<link>` of every page's head that points browsers at the description. */
export function openSearchLinkHtml(): string {
  return `<link rel="search" type="${OPENSEARCH_CONTENT_TYPE}" title="${escapeXml(OPENSEARCH_TITLE)}" href="${OPENSEARCH_ROUTE}" />`;
}
