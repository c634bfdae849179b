import * as React from 'react';
import { DocsContext, Story, useOf, type Of } from '@storybook/addon-docs/blocks';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Alert from '@mui/material/Alert';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import CheckIcon from '@mui/icons-material/Check';
import type { CodeStyling, CodeVariant, DocsGlobals } from '../preferences/globals';
import { demoSourceLink } from '../preferences/codePreferences';
import { useDocsGlobals } from '../page/useDocsGlobals';
import { isHostedByShell } from '../page/hosting';
import { routeOfFolder } from '../routing/routes';
import { DEFAULT_DOCS_ORIGIN } from '../routing/links';
import { codeBlockStyles } from './codeTheme';
import { useClipboardCopy } from './clipboard';
import { useOpenDemoRequest } from './openDemoRequests';
import { hostedGlobals } from '../preferences/hostedGlobals';
import type { DemoSource, DemoSourceFile } from './source/types';

const stylingLabels: Record<CodeStyling, string> = { system: 'MUI System', tailwind: 'Tailwind CSS', css: 'Plain CSS' };

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
  return (
    <Box id={id} className="docs-demo-code" sx={{ border: 1, borderTop: 0, borderColor: 'divider', borderRadius: '0 0 12px 12px', overflow: 'hidden' }}>
      {files.length > 1 ? (
        <Box role="tablist" aria-label={`Files of ${label}`} sx={{ display: 'flex', gap: 0.5, px: 1, pt: 1, borderBottom: 1, borderColor: 'divider' }}>
          {files.map((candidate, index) => (
            <Button
              key={candidate.name}
              role="tab"
              size="small"
              aria-selected={index === tab}
              onClick={() => setTab(index)}
              sx={{ textTransform: 'none', fontFamily: 'monospace', borderRadius: '8px 8px 0 0', ...(index === tab ? { bgcolor: 'action.selected' } : {}) }}
            >
              {candidate.name}
            </Button>
          ))}
        </Box>
      ) : null}
      <Box
        component="pre"
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
          direction: 'ltr',
          textAlign: 'left',
          ...codeBlockStyles(theme),
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
        })}
      >
        {/* Highlighted at build time from the demo file; Prism escapes the source text. */}
        <code className={`language-${file.language}`} dangerouslySetInnerHTML={{ __html: file.html }} />
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
  const [linkCopied, setLinkCopied] = React.useState(false);
  const [stylingMenu, setStylingMenu] = React.useState<HTMLElement | null>(null);
  const clipboard = useClipboardCopy();
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
  const availableStylings = (Object.keys(stylingLabels) as CodeStyling[]).filter((name) => source.styles[name]);
  const codeId = `${story.id}-code`;
  const copyLink = async () => {
    const link = demoSourceLink(pageUrl(String(story.parameters.fileName ?? '')), source.name, variant, availableStylings.length > 1 ? styling : undefined);
    const copied = await clipboard.copy(link);
    setLinkCopied(copied);
  };
  const copyCode = async () => {
    setLinkCopied(false);
    await clipboard.copy(files[0].code);
  };

  return (
    <Box component="section" ref={section} aria-label={`Demo: ${story.name}`} className="docs-demo sb-unstyled" data-demo={source.name} sx={{ my: 3, scrollMarginTop: 80 }}>
      <Box
        className="docs-demo-canvas"
        sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: '12px 12px 0 0', bgcolor: 'background.default' }}
      >
        <Story of={of} />
      </Box>
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
        <ToggleButtonGroup
          size="small"
          exclusive
          value={variant}
          aria-label="Source language"
          onChange={(_event, value: CodeVariant | null) => {
            if (value) setGlobals({ codeVariant: value });
            setCodeOpen(true);
          }}
          sx={{ '& .MuiToggleButton-root': { py: 0.25, px: 1, fontWeight: 600, fontSize: 12 } }}
        >
          <ToggleButton value="TS" aria-label="TS: show the TypeScript source" data-ga-event-category="demo" data-ga-event-action="source-ts" data-ga-event-label={source.name}>
            TS
          </ToggleButton>
          <ToggleButton value="JS" aria-label="JS: show the JavaScript source" data-ga-event-category="demo" data-ga-event-action="source-js" data-ga-event-label={source.name}>
            JS
          </ToggleButton>
        </ToggleButtonGroup>
        {availableStylings.length > 1 ? (
          <React.Fragment>
            <Button
              size="small"
              aria-haspopup="menu"
              aria-expanded={Boolean(stylingMenu)}
              aria-label={`Styling solution: ${stylingLabels[styling]}`}
              onClick={(event) => setStylingMenu(event.currentTarget)}
              data-ga-event-category="demo"
              data-ga-event-action="styling-menu"
              data-ga-event-label={source.name}
              sx={{ textTransform: 'none' }}
            >
              {stylingLabels[styling]}
            </Button>
            <Menu anchorEl={stylingMenu} open={Boolean(stylingMenu)} onClose={() => setStylingMenu(null)}>
              {availableStylings.map((name) => (
                <MenuItem
                  key={name}
                  selected={name === styling}
                  onClick={() => {
                    setGlobals({ codeStyling: name });
                    setStylingMenu(null);
                  }}
                  data-ga-event-category="demo"
                  data-ga-event-action={`styling-${name}`}
                  data-ga-event-label={source.name}
                >
                  {stylingLabels[name]}
                </MenuItem>
              ))}
            </Menu>
          </React.Fragment>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <span role="status" aria-live="polite" style={{ fontSize: 13 }}>
          {clipboard.status === 'copied' ? (linkCopied ? 'Link to the source copied' : 'Copied') : ''}
        </span>
        <Button
          size="small"
          aria-expanded={codeOpen}
          aria-controls={codeId}
          onClick={() => setCodeOpen((open) => !open)}
          data-ga-event-category="demo"
          data-ga-event-action={codeOpen ? 'hide-code' : 'show-code'}
          data-ga-event-label={source.name}
        >
          {codeOpen ? 'Hide code' : 'Show code'}
        </Button>
        <Tooltip title={clipboard.status === 'copied' && !linkCopied ? 'Copied' : `Copy the ${variant === 'JS' ? 'JavaScript' : 'TypeScript'} source`}>
          <IconButton
            size="small"
            aria-label={clipboard.status === 'copied' && !linkCopied ? 'Copied' : 'Copy the source'}
            onClick={copyCode}
            data-ga-event-category="demo"
            data-ga-event-action="copy"
            data-ga-event-label={source.name}
          >
            {clipboard.status === 'copied' && !linkCopied ? <CheckIcon fontSize="small" /> : <ContentCopyIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Tooltip title="Copy a link to this source">
          <IconButton
            size="small"
            aria-label="Copy a link to this source"
            onClick={copyLink}
            data-ga-event-category="demo"
            data-ga-event-action="copy-link"
            data-ga-event-label={source.name}
          >
            <LinkIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {clipboard.status === 'denied' ? (
        <Alert severity="warning" role="alert" onClose={clipboard.reset} sx={{ borderRadius: 0, border: 1, borderTop: 0, borderColor: 'divider' }}>
          Your browser did not allow copying to the clipboard. Select the code and copy it with Ctrl+C (⌘+C on a Mac).
        </Alert>
      ) : null}
      {codeOpen ? <CodePanel id={codeId} files={files} label={source.name} /> : null}
    </Box>
  );
}
