import * as React from 'react';
import type { TextSegment } from '../../src/search/snippet';

/** Text with its matched parts in `<mark>` (segments from src/search/snippet.ts): search results in the dialog and on the search page. */
export function Highlighted({ segments }: { segments: TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) => (segment.mark ? <mark key={index}>{segment.text}</mark> : <React.Fragment key={index}>{segment.text}</React.Fragment>))}
    </>
  );
}
