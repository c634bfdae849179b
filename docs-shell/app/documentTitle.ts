import type { ShellPage } from '../../src/routing/sitePages';

export function documentTitle(page: Pick<ShellPage, 'title' | 'siteName' | 'tabs'> | null): string {
  if (!page) return 'Page not found - MUI X';
  // A page's API tab has a title of its own (search results, history, bookmarks).
  return page.tabs?.active === 'components-api' ? `${page.title} - Components API - ${page.siteName}` : `${page.title} - ${page.siteName}`;
}
