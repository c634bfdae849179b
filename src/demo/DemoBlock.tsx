import * as React from 'react';
import { DocsContext, Story, useOf, type Of } from '@storybook/addon-docs/blocks';
import Box from '@mui/material/Box';
import { styled, alpha } from '@mui/material/styles';
import type { CodeStyling, CodeVariant, DocsGlobals } from '../preferences/globals';
import { codeStylingNames, demoSourceLink } from '../preferences/codePreferences';
import { useDocsGlobals } from '../page/useDocsGlobals';
import { isHostedByShell } from '../page/hosting';
import { routeOfFolder } from '../routing/routes';
import { DEFAULT_DOCS_ORIGIN } from '../routing/links';
import { codeBlockStyles } from './codeTheme';
import { useClipboardCopy } from './clipboard';
import { useOpenDemoRequest } from './openDemoRequests';
import { hostedGlobals } from '../preferences/hostedGlobals';
import type { DemoSource, DemoSourceFile } from './source/types';
import { DemoCanvas } from './DemoCanvas';

// The toolbar is plain buttons styled with the theme: the panel must stay light (it is on every
// demo of every page), so no popper, menu or tooltip machinery.
const ToolbarButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 28,
  padding: theme.spacing(0.25, 1),
  border: 0,
  borderRadius: 8,
  background: 'transparent',
  color: theme.palette.text.secondary,
  font: 'inherit',
  fontSize: 13,
  fontWeight: 600,
  lineHeight: 1.5,
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.action.hover, color: theme.palette.text.primary },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '&[aria-pressed="true"], &[aria-selected="true"]': {
    color: theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark,
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
  },
  '& svg': { width: 18, height: 18, flex: 'none' },
}));

const Segmented = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  gap: 2,
  padding: 2,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 10,
}));

const Notice = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(1, 1.5),
  border: `1px solid ${theme.palette.divider}`,
  borderTop: 0,
  fontSize: 14,
  color: theme.palette.text.primary,
  backgroundColor: alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.16 : 0.1),
}));

const CopyIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </svg>
);
const CheckIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);
const LinkIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
);


/** Address of the published page the demo is on: the shell page when hosted, else the production page. */
function pageUrl(storyFile: string): string {
  if (isHostedByShell()) {
    try {
      return window.parent.location.href;
    } catch {
      // Not reachable: fall through to the production address.
    }
  }
  return `${DEFAULT_DOCS_ORIGIN}${routeOfFolder(storyFile) ?? '/'}`;
}

/** The files shown: the reader's styling if this demo has it, else MUI System; TS unless JS is preferred. */
export function shownFiles(source: DemoSource, styling: CodeStyling, variant: CodeVariant): { styling: CodeStyling; files: DemoSourceFile[] } {
  const shownStyling = source.styles[styling] ? styling : 'system';
  const styleSource = source.styles[shownStyling]!;
  return { styling: shownStyling, files: variant === 'JS' ? styleSource.js : styleSource.ts };
}

function CodePanel({ id, files, label }: { id: string; files: DemoSourceFile[]; label: string }) {
  const [tab, setTab] = React.useState(0);
  const file = files[Math.min(tab, files.length - 1)];
  // The page first commits the plain text (same lines, same height), then the coloured markup in a
  // background render: thousands of token spans per page do not hold up showing the page.
  const highlighted = React.useDeferredValue(true, false);
  return (
    <Box id={id} className="docs-demo-code" sx={{ border: 1, borderTop: 0, borderColor: 'divider', borderRadius: '0 0 12px 12px', overflow: 'hidden' }}>
      {files.length > 1 ? (
        <Box role="tablist" aria-label={`Files of ${label}`} sx={{ display: 'flex', gap: 0.5, px: 1, pt: 1, borderBottom: 1, borderColor: 'divider' }}>
          {files.map((candidate, index) => (
            <ToolbarButton
              key={candidate.name}
              type="button"
              role="tab"
              aria-selected={index === tab}
              onClick={() => setTab(index)}
              style={{ fontFamily: 'monospace', borderRadius: '8px 8px 0 0' }}
            >
              {candidate.name}
            </ToolbarButton>
          ))}
        </Box>
      ) : null}
      <Box
        component="pre"
        // Code reads left to right in every page direction (an attribute, so the RTL style plugin leaves it alone).
        dir="ltr"
        tabIndex={0}
        aria-label={`Source of ${file.name}`}
        data-file={file.name}
        sx={(theme) => ({
          m: 0,
          p: 2,
          overflow: 'auto',
          maxHeight: 420,
          fontSize: 13,
          lineHeight: 1.6,
          fontFamily: 'Menlo, Consolas, "Droid Sans Mono", "DejaVu Sans Mono", monospace',
          ...codeBlockStyles(theme),
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
        })}
      >
        {highlighted ? (
          // Highlighted at build time from the demo file; Prism escapes the source text.
          <code className={`language-${file.language}`} dangerouslySetInnerHTML={{ __html: file.html }} />
        ) : (
          <code className={`language-${file.language}`}>{file.code}</code>
        )}
      </Box>
    </Box>
  );
}

/**
 * A live demo on a docs page: the story rendered in place, a toolbar (TS/JS, styling, show code,
 * copy, copy a link to the source) and the demo's source in the reader's code variant and styling.
 */
export function DemoBlock({ of }: { of: Of }) {
  const { story } = useOf(of, ['story']);
  const docsContext = React.useContext(DocsContext);
  const globals = useDocsGlobals(docsContext.channel);
  const source = (story.parameters.demo as { source?: DemoSource } | undefined)?.source;
  const [codeOpen, setCodeOpen] = React.useState(true);
  const clipboard = useClipboardCopy<'code' | 'link'>();
  const section = React.useRef<HTMLElement>(null);

  // Hosted, the shell keeps the preference (cookie) and every demo follows; else the toolbar's globals change.
  const setGlobals = (update: Partial<DocsGlobals>) =>
    isHostedByShell() ? hostedGlobals.update(update, 'page') : docsContext.channel.emit('updateGlobals', { globals: update });

  useOpenDemoRequest(source?.name ?? '', () => {
    setCodeOpen(true);
    requestAnimationFrame(() => section.current?.scrollIntoView({ block: 'start' }));
  });

  if (!source) {
    return (
      <Box component="section" aria-label={`Demo: ${story.name}`} className="docs-demo sb-unstyled" sx={{ my: 3 }}>
        <Story of={of} />
      </Box>
    );
  }

  const { styling, files } = shownFiles(source, globals.codeStyling, globals.codeVariant);
  const variant = globals.codeVariant;
  const availableStylings = (Object.keys(codeStylingNames) as CodeStyling[]).filter((name) => source.styles[name]);
  const codeId = `${story.id}-code`;
  const codeCopied = clipboard.copied === 'code';
  const copyLink = () =>
    clipboard.copy(demoSourceLink(pageUrl(String(story.parameters.fileName ?? '')), source.name, variant, availableStylings.length > 1 ? styling : undefined), 'link');
  const copyCode = () => clipboard.copy(files[0].code, 'code');

  return (
    <Box component="section" ref={section} aria-label={`Demo: ${story.name}`} className="docs-demo sb-unstyled" data-demo={source.name} sx={{ my: 3, scrollMarginTop: 80 }}>
      <DemoCanvas heights={source.heights}>
        <Story of={of} />
      </DemoCanvas>
      <Box
        role="toolbar"
        aria-label={`${source.name} demo`}
        className="docs-demo-toolbar"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 0.5,
          border: 1,
          borderTop: 0,
          borderColor: 'divider',
          borderRadius: codeOpen ? 0 : '0 0 12px 12px',
        }}
      >
        <Segmented role="group" aria-label="Source language">
          {(['TS', 'JS'] as const).map((value) => (
            <ToolbarButton
              key={value}
              type="button"
              aria-pressed={variant === value}
              aria-label={value === 'TS' ? 'TS: show the TypeScript source' : 'JS: show the JavaScript source'}
              onClick={() => {
                setGlobals({ codeVariant: value });
                setCodeOpen(true);
              }}
              data-ga-event-category="demo"
              data-ga-event-action={value === 'TS' ? 'source-ts' : 'source-js'}
              data-ga-event-label={source.name}
            >
              {value}
            </ToolbarButton>
          ))}
        </Segmented>
        {availableStylings.length > 1 ? (
          <Segmented role="group" aria-label="Styling solution">
            {availableStylings.map((name) => (
              <ToolbarButton
                key={name}
                type="button"
                aria-pressed={name === styling}
                onClick={() => setGlobals({ codeStyling: name })}
                data-ga-event-category="demo"
                data-ga-event-action={`styling-${name}`}
                data-ga-event-label={source.name}
              >
                {codeStylingNames[name]}
              </ToolbarButton>
            ))}
          </Segmented>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <span role="status" aria-live="polite" style={{ fontSize: 13 }}>
          {clipboard.copied === 'link' ? 'Link to the source copied' : codeCopied ? 'Copied' : ''}
        </span>
        <ToolbarButton
          type="button"
          aria-expanded={codeOpen}
          aria-controls={codeId}
          onClick={() => setCodeOpen((open) => !open)}
          data-ga-event-category="demo"
          data-ga-event-action={codeOpen ? 'hide-code' : 'show-code'}
          data-ga-event-label={source.name}
        >
          {codeOpen ? 'Hide code' : 'Show code'}
        </ToolbarButton>
        <ToolbarButton
          type="button"
          aria-label={codeCopied ? 'Copied' : 'Copy the source'}
          title={`Copy the ${variant === 'JS' ? 'JavaScript' : 'TypeScript'} source`}
          onClick={copyCode}
          data-ga-event-category="demo"
          data-ga-event-action="copy"
          data-ga-event-label={source.name}
        >
          {codeCopied ? <CheckIcon /> : <CopyIcon />}
        </ToolbarButton>
        <ToolbarButton
          type="button"
          aria-label="Copy a link to this source"
          title="Copy a link to this source"
          onClick={copyLink}
          data-ga-event-category="demo"
          data-ga-event-action="copy-link"
          data-ga-event-label={source.name}
        >
          <LinkIcon />
        </ToolbarButton>
      </Box>
      {clipboard.status === 'denied' ? (
        <Notice role="alert">
          <span style={{ flex: 1 }}>
            Your browser did not allow copying to the clipboard. Select the code and copy it with Ctrl+C (⌘+C on a Mac).
          </span>
          <ToolbarButton type="button" onClick={clipboard.reset}>
            Close
          </ToolbarButton>
        </Notice>
      ) : null}
      {codeOpen ? <CodePanel id={codeId} files={files} label={source.name} /> : null}
    </Box>
  );
}
