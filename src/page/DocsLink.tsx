import * as React from 'react';
import Link from '@mui/material/Link';

/** Links in page prose. Internal routes stay plain hrefs; the preview bridge decides how to follow them. */
export function DocsLink({ href = '', children, ...other }: React.ComponentProps<'a'>) {
  const external = /^https?:\/\//.test(href);
  return (
    <Link href={href} {...(external ? { target: '_blank', rel: 'noopener' } : {})} {...other}>
      {children}
    </Link>
  );
}
