import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { AdStyle } from './adStyle';
import type { AdMessages } from './messages';
import { adPalette, adRadius, boundedHeight, clampLines } from './adTheme';

/** What an ad card shows; every field is rendered as text (never as HTML). */
export interface AdCardContent {
  link: string;
  image: string | null;
  title: string;
  description: string;
  poweredby: string;
}

const CardLink = styled('a')(({ theme }) => ({
  ...boundedHeight(theme),
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  width: '100%',
  padding: theme.spacing(1),
  border: `1px dashed ${adPalette(theme).divider}`,
  borderRadius: adRadius(theme),
  color: adPalette(theme).text.primary,
  textDecoration: 'none',
  transition: theme.transitions.create('border-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': { borderColor: adPalette(theme).primary.main },
  '&:focus-visible': { outline: `2px solid ${adPalette(theme).primary.main}`, outlineOffset: 2 },
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(1.5) },
}));

const Picture = styled('img')({
  display: 'block',
  flexShrink: 0,
  width: 130,
  height: 100,
  objectFit: 'cover',
  borderRadius: 8,
});

const Text = styled('span')({ display: 'flex', flexDirection: 'column', minWidth: 0, gap: 4 });

// Four lines fit the taller slot on phones, three from `sm` up.
const Description = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  ...clampLines(4),
  [theme.breakpoints.up('sm')]: { WebkitLineClamp: 3 },
}));

const Badge = styled('span')(({ theme }) => ({
  display: 'inline-block',
  marginInlineEnd: theme.spacing(1),
  padding: '0 5px',
  border: `1px solid ${adPalette(theme).success.main}`,
  borderRadius: 3,
  color: adPalette(theme).success.main,
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: '1.25rem',
  verticalAlign: 'text-bottom',
}));

const LearnMore = styled('span')(({ theme }) => ({
  marginInlineStart: theme.spacing(0.75),
  color: adPalette(theme).primary.main,
  fontWeight: 600,
  whiteSpace: 'nowrap',
}));

const PoweredBy = styled('span')(({ theme }) => ({
  ...theme.typography.caption,
  color: adPalette(theme).text.secondary,
}));

/** A clickable ad: picture and sentence (image style) or a text line with an "Ad" badge (inline style). */
export function AdCard({ content, style, messages }: { content: AdCardContent; style: AdStyle; messages: AdMessages }) {
  const { link, image, title, description, poweredby } = content;
  const inline = style === 'inline';
  return (
    <CardLink className="docs-ad-card" data-ad-style={style} href={link} target="_blank" rel="noopener sponsored">
      {!inline && image ? <Picture src={image} alt="" width={130} height={100} decoding="async" /> : null}
      <Text>
        <Description>
          {inline ? <Badge>{messages.adBadge}</Badge> : null}
          {title ? <strong>{title}</strong> : null}
          {title && description ? ' – ' : null}
          {description}
          {inline ? <LearnMore>{messages.learnMore}</LearnMore> : null}
        </Description>
        {poweredby ? <PoweredBy>{messages.adBy.replace('{publisher}', poweredby)}</PoweredBy> : null}
      </Text>
    </CardLink>
  );
}
