/**
 * Links between the two ways of reading a page: the docs site and Storybook (the workbench).
 * The published site serves Storybook under `/x/storybook/` of the preview's origin.
 */

/** Where the static Storybook build (its UI and the preview) is served, inside the site. */
export const STORYBOOK_PATH = '/x/storybook/';

/** Storybook's UI opened on a page's docs entry (`/x/storybook/?path=/docs/x-react-data-grid-sorting--docs`). */
export function storybookPageUrl(docsId: string | null, previewOrigin: string | null = null): string {
  const base = `${previewOrigin ?? ''}${STORYBOOK_PATH}`;
  return docsId ? `${base}?path=${encodeURIComponent(`/docs/${docsId}`).replace(/%2F/g, '/')}` : base;
}

/** Where the docs site of this workbench lives, when the docs site cannot be inferred from the location. */
export const DEFAULT_DOCS_SITE_URL = 'http://localhost:4173';

/**
 * Origin of the docs site for a Storybook page: the configured one, else the page's own origin when
 * this Storybook is the one the site serves (under `/x/storybook/`), else the local `npm start` server.
 */
export function docsSiteOrigin(location: Pick<Location, 'origin' | 'pathname'>, configured?: string | null): string {
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // A malformed setting falls through to the defaults.
    }
  }
  if (location.pathname.startsWith(STORYBOOK_PATH)) return location.origin;
  return DEFAULT_DOCS_SITE_URL;
}
