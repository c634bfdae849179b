import * as React from 'react';
import Link from '@mui/material/Link';
import { buildRouteTable, type StoryIndex } from '../routing/routes';
import { docsSiteOrigin } from '../routing/workbenchLinks';

let routesByDocsId: Promise<Map<string, string>> | null = null;
const loadRoutes = () =>
  (routesByDocsId ??= fetch('./index.json')
    .then((response) => response.json() as Promise<StoryIndex>)
    .then((index) => new Map(buildRouteTable(index).map((entry) => [entry.docsId, entry.route])))
    .catch(() => new Map<string, string>()));

/**
 * In Storybook (not in the reader shell): a link from the docs page shown to the same page on the
 * docs site. `STORYBOOK_DOCS_SITE_URL` sets the site; see `docsSiteOrigin` for the defaults.
 */
export function DocsSiteLink({ page }: { page: unknown }) {
  const [href, setHref] = React.useState<string | null>(null);
  React.useEffect(() => {
    // The preview keeps the selected entry in its URL (`iframe.html?id=…&viewMode=docs`).
    const docsId = new URLSearchParams(window.location.search).get('id');
    let active = true;
    setHref(null);
    if (docsId) {
      void loadRoutes().then((routes) => {
        const route = routes.get(docsId);
        if (active && route) setHref(`${docsSiteOrigin(window.location, import.meta.env.STORYBOOK_DOCS_SITE_URL)}${route}`);
      });
    }
    return () => {
      active = false;
    };
  }, [page]);
  if (!href) return null;
  return (
    <Link href={href} target="_top" variant="body2" sx={{ display: 'block', textAlign: 'end', mb: -2 }}>
      Open on the docs site
    </Link>
  );
}
