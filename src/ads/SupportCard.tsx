import * as React from 'react';
import { styled } from '@mui/material/styles';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import type { SupportMessage } from './inHouseAds';
import { adPalette, adRadius, boundedHeight, clampLines } from './adTheme';

const Root = styled('div')(({ theme }) => ({
  ...boundedHeight(theme),
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1.5),
  border: `1px solid ${adPalette(theme).primary.main}`,
  borderRadius: adRadius(theme),
  color: adPalette(theme).text.primary,
}));

const Heart = styled(FavoriteRounded)(({ theme }) => ({ flexShrink: 0, marginTop: 2, color: adPalette(theme).primary.main }));

const Title = styled('strong')(({ theme }) => ({ ...theme.typography.body2, display: 'block', fontWeight: 700 }));

const Body = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  ...clampLines(4),
  color: adPalette(theme).text.secondary,
}));

/** Shown to some readers whose ad blocker hides the ad: a short, friendly request. */
export function SupportCard({ message }: { message: SupportMessage }) {
  return (
    <Root className="docs-ad-support">
      <Heart role="img" aria-label={message.iconLabel} aria-hidden={false} fontSize="small" />
      <span>
        <Title>{message.title}</Title>
        <Body>{message.body}</Body>
      </span>
    </Root>
  );
}
