import * as React from 'react';
import { Story, useOf, type Of } from '@storybook/addon-docs/blocks';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

interface DemoParameters {
  /** TypeScript source of the demo file, shown in the code panel. */
  source?: string;
  /** File name of the demo, e.g. `BasicSorting.tsx`. */
  file?: string;
}

/**
 * A live demo on a docs page: the story rendered in place, with a toolbar and the demo's source.
 * The demo is written once, as a component file; the story imports it; this block shows both.
 */
export function Demo({ of }: { of: Of }) {
  const { story } = useOf(of, ['story']);
  const demo = (story.parameters.demo ?? {}) as DemoParameters;
  const [codeOpen, setCodeOpen] = React.useState(false);
  const codeId = `${story.id}-code`;

  return (
    <Box component="section" aria-label={`Demo: ${story.name}`} className="docs-demo" sx={{ my: 3 }}>
      <Box
        className="docs-demo-canvas"
        sx={{
          p: { xs: 2, sm: 3 },
          border: 1,
          borderColor: 'divider',
          borderRadius: '12px 12px 0 0',
          bgcolor: 'background.default',
        }}
      >
        <Story of={of} />
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 1,
          px: 1,
          py: 0.5,
          border: 1,
          borderTop: 0,
          borderColor: 'divider',
          borderRadius: codeOpen ? 0 : '0 0 12px 12px',
        }}
      >
        {demo.source ? (
          <Button
            size="small"
            aria-expanded={codeOpen}
            aria-controls={codeId}
            onClick={() => setCodeOpen((open) => !open)}
            data-ga-event-category="demo"
            data-ga-event-action={codeOpen ? 'collapse' : 'expand'}
          >
            {codeOpen ? 'Hide code' : 'Show code'}
          </Button>
        ) : null}
      </Box>
      {codeOpen && demo.source ? (
        <Box
          component="pre"
          id={codeId}
          tabIndex={0}
          aria-label={`Source of ${demo.file ?? story.name}`}
          sx={(theme) => ({
            m: 0,
            p: 2,
            overflow: 'auto',
            maxHeight: 480,
            fontSize: 13,
            lineHeight: 1.6,
            fontFamily: 'Menlo, Consolas, "Droid Sans Mono", "DejaVu Sans Mono", monospace',
            color: theme.palette.mode === 'dark' ? '#e6edf3' : '#1f2328',
            bgcolor: theme.palette.mode === 'dark' ? 'hsl(210, 14%, 9%)' : 'hsl(215, 15%, 97%)',
            border: 1,
            borderTop: 0,
            borderColor: 'divider',
            borderRadius: '0 0 12px 12px',
            direction: 'ltr',
          })}
        >
          <code>{demo.source}</code>
        </Box>
      ) : null}
    </Box>
  );
}
