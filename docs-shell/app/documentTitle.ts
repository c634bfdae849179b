import type { ShellPage } from '../../src/routing/sitePages';

export function documentTitle(page: Pick<ShellPage, 'title' | 'siteName'> | null): string {
  return page ? `${page.title} - ${page.siteName}` : 'Page not found - MUI X';
}
