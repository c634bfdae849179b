import * as React from 'react';
import type { Theme } from '@mui/material/styles';
import type { TextSegment } from '../../src/search/snippet';
import { vars } from './theme';

/** Text with its matched parts in `<mark>` (segments from src/search/snippet.ts): search results in the dialog and on the search page. */
export function Highlighted({ segments }: { segments: TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) => (segment.mark ? <mark key={index}>{segment.text}</mark> : <React.Fragment key={index}>{segment.text}</React.Fragment>))}
    </>
  );
}

/** Styles of a result's plan label and its matched words, the same in the dialog and on the search page. */
export const resultStyles = (theme: Theme) => ({
  '& .plan': {
    marginInlineStart: theme.spacing(1),
    padding: theme.spacing(0, 0.75),
    borderRadius: 6,
    fontSize: '0.6875rem',
    fontWeight: 700,
    border: `1px solid ${vars(theme).palette.divider}`,
    color: vars(theme).palette.text.primary,
    verticalAlign: 'middle',
  },
  // A light tint of the primary colour behind text of its own colour: contrast holds on any row
  // background (a link's blue on the tint does not).
  '& mark': {
    backgroundColor: `rgba(${vars(theme).palette.primary.mainChannel} / 0.16)`,
    color: vars(theme).palette.text.primary,
    fontWeight: 600,
    borderRadius: 2,
  },
});
