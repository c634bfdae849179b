import * as React from 'react';
import Link from '@mui/material/Link';
import { docsSiteOrigin } from '../routing/workbenchLinks';
import { loadPreviewRouteTable } from '../bridge/preview';

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
      void loadPreviewRouteTable().then((table) => {
        const route = table.find((entry) => entry.docsId === docsId)?.route;
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
