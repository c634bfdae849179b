export interface Redirect {
  from: string;
  to: string;
  status: 301 | 302 | 308;
}

/** Redirect rules of the site, written as a `_redirects` file that static hosts and our server read. */
export const siteRedirects: Redirect[] = [{ from: '/', to: '/x/introduction/', status: 301 }];

export function formatRedirects(redirects: readonly Redirect[]): string {
  return `${redirects.map(({ from, to, status }) => `${from} ${to} ${status}`).join('\n')}\n`;
}
