import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useLinkHandler, useShellText } from './ShellContext';
import { vars } from './theme';

const Title = styled('h1')(({ theme }) => ({ ...theme.typography.h1, margin: theme.spacing(0, 0, 2) }));
const Link = styled('a')(({ theme }) => ({ color: vars(theme).palette.primary.main, fontWeight: 600 }));

/** Body of the 404 page; the navigation tree around it stays usable. */
export function NotFound() {
  const onClick = useLinkHandler();
  const { t, localize } = useShellText();
  return (
    <article>
      <Title>{t('notFound.title')}</Title>
      <p>{t('notFound.explanation')}</p>
      <p>
        {t('notFound.startAgain')}{' '}
        <Link href={localize('/x/introduction/')} onClick={onClick}>
          {t('notFound.overviewLink')}
        </Link>
        , {t('notFound.orPickAPage')}
      </p>
    </article>
  );
}
