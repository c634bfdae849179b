import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useLinkHandler } from './ShellContext';
import { vars } from './theme';

const Title = styled('h1')(({ theme }) => ({ ...theme.typography.h1, margin: theme.spacing(0, 0, 2) }));
const Link = styled('a')(({ theme }) => ({ color: vars(theme).palette.primary.main, fontWeight: 600 }));

/** Body of the 404 page; the navigation tree around it stays usable. */
export function NotFound() {
  const onClick = useLinkHandler();
  return (
    <article>
      <Title>Page not found</Title>
      <p>
        There is no documentation page at this address. It may have moved when the docs were reorganised, or the link may
        have a typo.
      </p>
      <p>
        Start again from the <Link href="/x/introduction/" onClick={onClick}>
          MUI X overview
        </Link>, or pick a page in the
        navigation.
      </p>
    </article>
  );
}
