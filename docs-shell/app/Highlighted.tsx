import * as React from 'react';
import type { Theme } from '@mui/material/styles';
import { highlight, snippet, type TextSegment } from '../../src/search/snippet';
import type { SearchHit } from '../../src/search/hits';
import { hitLocation } from '../../src/search/hitText';
import { planNames } from '../../src/apiDocs/pageText';
import { vars } from './theme';

/** Text with its matched parts in `<mark>` (segments from src/search/snippet.ts): search results in the dialog and on the search page. */
export function Highlighted({ segments }: { segments: TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) => (segment.mark ? <mark key={index}>{segment.text}</mark> : <React.Fragment key={index}>{segment.text}</React.Fragment>))}
    </>
  );
}

/** A result's name with the query's words marked (the words of the query the results answer). */
export function HitName({ hit, terms }: { hit: SearchHit; terms: readonly string[] }) {
  return <Highlighted segments={highlight(hit.name, [...hit.terms, ...terms])} />;
}

/** What follows a result's name, in the dialog (`div`) and on the search page (`p`): its plan, where it is, its snippet. */
export function HitDetails({ hit, terms, also, block: Block = 'div' }: { hit: SearchHit; terms: readonly string[]; also: string; block?: 'div' | 'p' }) {
  return (
    <>
      {hit.plan ? <span className="plan">{planNames[hit.plan]}</span> : null}
      <Block className="where">
        {/* Its own direction: a Latin route and name on a right-to-left page. */}
        <bdi>{hitLocation(hit, also)}</bdi>
      </Block>
      {hit.text ? (
        <Block className="snippet">
          <Highlighted segments={snippet(hit.text, [...hit.terms, ...terms])} />
        </Block>
      ) : null}
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
