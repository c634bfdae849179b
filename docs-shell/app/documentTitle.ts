import type { ShellPage } from '../../src/routing/sitePages';

export const SITE_NAME = 'MUI X';

export function documentTitle(page: Pick<ShellPage, 'title'> | null): string {
  return page ? `${page.title} - ${SITE_NAME}` : `Page not found - ${SITE_NAME}`;
}
