import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isHostedByShell } from './hosting';
import { SectionFeedbackButton, sectionFeedbackStyles } from '../feedback/sectionFeedback';

/** Page title (`# Title`). In the shell the title is prerendered above the frame, so it is not repeated. */
export function PageTitle({ children, id }: React.ComponentProps<'h1'>) {
  if (isHostedByShell()) return null;
  return (
    <Typography variant="h1" id={id} sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}

/** The lead paragraph under the title: the page's summary and meta description. */
export function Lead({ children }: { children: React.ReactNode }) {
  if (isHostedByShell()) return null;
  return (
    <Typography component="p" className="lead" sx={{ fontSize: '1.25rem', color: 'text.secondary', mb: 3 }}>
      {children}
    </Typography>
  );
}

/** A section heading with its anchor link and, when feedback is on, a comment button. */
function AnchorHeading({ level, id, children }: { level: 2 | 3; id?: string; children?: React.ReactNode }) {
  // The anchor link sits next to the heading, not inside it, so the heading's name stays its text.
  return (
    <Box
      className="docs-heading"
      sx={{
        display: 'flex',
        alignItems: 'baseline',
        gap: 1,
        mt: level === 2 ? 5 : 3,
        mb: 1.5,
        '& .anchor-link': { opacity: 0, color: 'text.secondary', textDecoration: 'none', fontSize: '1.25rem' },
        '&:hover .anchor-link, & .anchor-link:focus-visible': { opacity: 1 },
        ...sectionFeedbackStyles,
      }}
    >
      <Typography variant={level === 2 ? 'h2' : 'h3'} id={id} sx={{ scrollMarginTop: 80 }}>
        {children}
      </Typography>
      {id ? (
        <a className="anchor-link" href={`#${id}`} aria-label="Link to this section" aria-describedby={id}>
          #
        </a>
      ) : null}
      {id ? <SectionFeedbackButton headingId={id} /> : null}
    </Box>
  );
}

export const Heading2 = (props: React.ComponentProps<'h2'>) => <AnchorHeading level={2} id={props.id}>{props.children}</AnchorHeading>;
export const Heading3 = (props: React.ComponentProps<'h3'>) => <AnchorHeading level={3} id={props.id}>{props.children}</AnchorHeading>;
