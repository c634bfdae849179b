import * as React from 'react';
import { DocsContext, Story, useOf, type Of } from '@storybook/addon-docs/blocks';
import Box from '@mui/material/Box';
import type { CodeStyling, CodeVariant, DocsGlobals } from '../preferences/globals';
import { codeStylingNames, demoSourceLink } from '../preferences/codePreferences';
import { useDocsGlobals } from '../page/useDocsGlobals';
import { isHostedByShell } from '../page/hosting';
import { shellOrigin } from '../bridge/shellOrigin';
import { revealAtTop } from '../bridge/reveal';
import { routeOfFolder } from '../routing/routes';
import { DEFAULT_DOCS_ORIGIN } from '../routing/links';
import { useClipboardCopy } from './clipboard';
import { useOpenDemoRequest } from './openDemoRequests';
import { hostedGlobals } from '../preferences/hostedGlobals';
import type { DemoSource, DemoSourceFile } from './source/types';
import { DemoCanvas } from './DemoCanvas';
import { CodePanel } from './CodePanel';
import { BoltIcon, CheckIcon, CopyIcon, LinkIcon, Notice, PlaygroundIcon, SandboxIcon, Segmented, ToolbarButton } from './toolbar';
import type { SandboxService } from './sandbox/submit';

/** Address of the published page the demo is on: the shell page when hosted, else the production page. */
function pageUrl(storyFile: string): string {
  if (isHostedByShell()) {
    try {
      return window.parent.location.href;
    } catch {
      // A shell on another origin: its page for this story file.
      const route = routeOfFolder(storyFile);
      if (route) return `${shellOrigin()}${route}`;
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
  const [tab, setTab] = React.useState(0);
  const [requested, setRequested] = React.useState(false);
  const clipboard = useClipboardCopy<'code' | 'link'>();
  const [sandboxError, setSandboxError] = React.useState<string | null>(null);
  const section = React.useRef<HTMLElement>(null);
  const lazy = (story.parameters.demo as { lazy?: boolean } | undefined)?.lazy !== false;

  // Hosted, the shell keeps the preference (cookie) and every demo follows; else the toolbar's globals change.
  const setGlobals = (update: Partial<DocsGlobals>) =>
    isHostedByShell() ? hostedGlobals.update(update, 'page') : docsContext.channel.emit('updateGlobals', { globals: update });

  useOpenDemoRequest(source?.name ?? '', () => {
    setCodeOpen(true);
    setRequested(true);
    requestAnimationFrame(() => section.current && revealAtTop(section.current));
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
  const shownFile = files[Math.min(tab, files.length - 1)];
  const copyCode = () => clipboard.copy(shownFile.code, 'code');
  const pageTitle = String(story.title ?? '').split('/').pop();
  // The export code loads on the first click (the toolbar is on every demo); it submits a form to a new tab.
  const openIn = (service: SandboxService) =>
    import('./sandbox/openSandbox')
      .then(({ openSandbox }) => {
        openSandbox(service, source, { styling, variant, title: pageTitle ? `${pageTitle}: ${source.name}` : source.name });
        setSandboxError(null);
      })
      .catch((error: unknown) => setSandboxError(error instanceof Error ? error.message : String(error)));
  const openPlayground = () =>
    import('./playground/openPlayground')
      .then(({ openInPlayground }) => openInPlayground(source, { styling, variant }))
      .catch((error: unknown) => setSandboxError(error instanceof Error ? error.message : String(error)));
  const sandboxButtons: Array<[SandboxService, string, React.ReactNode]> = [
    ['codesandbox', 'CodeSandbox', <SandboxIcon key="icon" />],
    ['stackblitz', 'StackBlitz', <BoltIcon key="icon" />],
  ];

  return (
    <Box component="section" ref={section} aria-label={`Demo: ${story.name}`} className="docs-demo sb-unstyled" data-demo={source.name} sx={{ my: 3, scrollMarginTop: 80 }}>
      <DemoCanvas heights={source.heights} lazy={lazy} forceMount={requested}>
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
          // Narrow screens: the buttons stay on one line (390 px fits eight of them).
          gap: { xs: 0.25, sm: 1 },
          px: { xs: 0.5, sm: 1 },
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
          title={`Copy ${shownFile.name}`}
          onClick={copyCode}
          data-ga-event-category="demo"
          data-ga-event-action="copy"
          data-ga-event-label={source.name}
        >
          {codeCopied ? <CheckIcon /> : <CopyIcon />}
        </ToolbarButton>
        {sandboxButtons.map(([service, name, icon]) => (
          <ToolbarButton
            key={service}
            type="button"
            aria-label={`Open in ${name}`}
            title={`Open in ${name} (${variant}, new tab)`}
            onClick={() => openIn(service)}
            data-ga-event-category="demo"
            data-ga-event-action={`open-${service}`}
            data-ga-event-label={source.name}
          >
            {icon}
          </ToolbarButton>
        ))}
        <ToolbarButton
          type="button"
          aria-label="Edit in the playground"
          title={`Edit in the playground (${variant}, new tab)`}
          onClick={openPlayground}
          data-ga-event-category="demo"
          data-ga-event-action="open-playground"
          data-ga-event-label={source.name}
        >
          <PlaygroundIcon />
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
      {sandboxError ? (
        <Notice role="alert">
          <span style={{ flex: 1 }}>{sandboxError}</span>
          <ToolbarButton type="button" onClick={() => setSandboxError(null)}>
            Close
          </ToolbarButton>
        </Notice>
      ) : null}
      {codeOpen ? <CodePanel id={codeId} files={files} label={source.name} tab={tab} onTabChange={setTab} /> : null}
    </Box>
  );
}
