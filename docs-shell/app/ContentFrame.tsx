import * as React from 'react';
import { styled } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { createMessage, parsePreviewMessage, SHELL_FRAME_NAME, type HeadingPosition, type ShellMessage } from '../../src/bridge/protocol';
import { previewUrl } from '../../src/routing/links';
import { takeEarlyMessages } from '../../src/bridge/earlyMessages';
import { useShellText } from './ShellContext';
import { LoadingBar } from './LoadingBar';
import type { DocsGlobals } from '../../src/preferences/globals';
import { isFindShortcut } from '../../src/demo/findInPage';
import { requestSearchOpen } from '../../src/search/shortcut';

/** How long the preview may take to report its first render before the reader is offered a retry. */
const FIRST_RENDER_TIMEOUT_MS = 20000;
/** After the frame document has loaded, the docs must render within this time. */
const AFTER_LOAD_TIMEOUT_MS = 10000;

const Frame = styled('iframe')({
  display: 'block',
  width: '100%',
  border: 0,
  colorScheme: 'normal',
  background: 'transparent',
});

type FrameStatus = 'loading' | 'ready' | 'error';

export interface ContentFrameProps {
  docsId: string;
  title: string;
  globals: Partial<DocsGlobals>;
  onLink: (href: string) => void;
  onHeadings: (headings: HeadingPosition[]) => void;
  /** Preferences the reader changed inside the page (a demo toolbar). */
  onPreferences: (globals: Partial<DocsGlobals>) => void;
  /** A demo whose code a source link asked to open (`#BasicSorting.js`), once the page is shown. */
  demoToOpen?: string | null;
  /** The page asks for this offset of its document to be brought to the top of the view. */
  onScrollRequest?: (frameTop: number) => void;
  /** A click on an analytics-tagged element inside the page. */
  onAnalytics?: (category: string, params: { eventAction?: string; eventLabel?: string }) => void;
  /**
   * Origin of the preview when it is served from another one (`DOCS_PREVIEW_ORIGIN`): the frame
   * then runs in its own process and is reached by postMessage only. `null`: this page's origin.
   */
  previewOrigin?: string | null;
  /** The reader used a heading's comment button: its heading id. */
  onSectionFeedback?: (id: string) => void;
}

/** The origin the preview is on: the configured one, else this page's. */
const frameOrigin = (previewOrigin: string | null) => previewOrigin ?? window.location.origin;

export interface ContentFrameHandle {
  element: HTMLIFrameElement | null;
}

/**
 * The page content: the static Storybook preview in one frame that grows to the height of its
 * content (the page scrolls, never the frame). Later pages are switched inside the same preview.
 */
export const ContentFrame = React.forwardRef<ContentFrameHandle, ContentFrameProps>(function ContentFrame(
  { docsId, title, globals, onLink, onHeadings, onPreferences, demoToOpen = null, onScrollRequest, onAnalytics, previewOrigin = null, onSectionFeedback },
  ref,
) {
  const { t } = useShellText();
  const frameRef = React.useRef<HTMLIFrameElement>(null);
  // The hosted preview starts from the reader's stored preferences itself (readerGlobalsForHostedPreview).
  const frameUrl = React.useCallback((id: string, startGlobals: Partial<DocsGlobals> = {}) => `${previewOrigin ?? ''}${previewUrl(id, startGlobals)}`, [previewOrigin]);
  const [initialSrc] = React.useState(() => frameUrl(docsId));
  const [height, setHeight] = React.useState<number | null>(null);
  // The docs entry the preview last reported as rendered; the page is ready when it is this one.
  const [renderedId, setRenderedId] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const status: FrameStatus = error ? 'error' : renderedId === docsId ? 'ready' : 'loading';
  const hasBooted = React.useRef(false);
  const latest = React.useRef({ onLink, onHeadings, onPreferences, onScrollRequest, onAnalytics, onSectionFeedback, docsId, globals });
  latest.current = { onLink, onHeadings, onPreferences, onScrollRequest, onAnalytics, onSectionFeedback, docsId, globals };

  React.useImperativeHandle(ref, () => ({ get element() { return frameRef.current; } }), []);

  const post = React.useCallback((message: ShellMessage) => {
    frameRef.current?.contentWindow?.postMessage(createMessage(message), frameOrigin(previewOrigin));
  }, [previewOrigin]);

  // Find-in-page opened with the focus in the shell: the preview mounts its lazy demos so the
  // browser can find their text.
  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isFindShortcut(event)) post({ type: 'mountAllDemos' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [post]);

  // The band of the frame the reader sees, so the preview can keep modal overlays inside it.
  const lastViewport = React.useRef('');
  const reportViewport = React.useCallback(() => {
    const frame = frameRef.current;
    if (!frame || !hasBooted.current) return;
    const rect = frame.getBoundingClientRect();
    const top = Math.max(0, -rect.top);
    const height = Math.max(0, Math.min(window.innerHeight - Math.max(0, rect.top), rect.height - top));
    const key = `${Math.round(top)}:${Math.round(height)}`;
    if (key === lastViewport.current) return;
    lastViewport.current = key;
    post({ type: 'viewport', top, height });
  }, [post]);
  // Messages from the preview: validated, and only from our own frame.
  React.useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow || event.origin !== frameOrigin(previewOrigin)) return;
      const message = parsePreviewMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case 'height':
          setHeight(message.height);
          break;
        case 'rendered':
          if (!hasBooted.current) {
            // Preferences chosen while the preview was booting, and where the reader is.
            hasBooted.current = true;
            post({ type: 'globals', globals: latest.current.globals });
            lastViewport.current = '';
            requestAnimationFrame(reportViewport);
          }
          setRenderedId(message.docsId);
          if (message.docsId === latest.current.docsId) setError(null);
          break;
        case 'headings':
          if (message.docsId === latest.current.docsId) latest.current.onHeadings(message.headings);
          break;
        case 'link':
          latest.current.onLink(message.href);
          break;
        case 'preferences':
          latest.current.onPreferences(message.globals);
          break;
        case 'analytics':
          latest.current.onAnalytics?.(message.category, message.params);
          break;
        case 'scrollTo':
          latest.current.onScrollRequest?.(message.top);
          break;
        case 'sectionFeedback':
          latest.current.onSectionFeedback?.(message.id);
          break;
        case 'openSearch':
          requestSearchOpen();
          break;
        case 'error':
          // An error of a page the reader has already left is not this page's error.
          if (message.docsId === null || message.docsId === latest.current.docsId) setError(message.message);
          break;
      }
    };
    window.addEventListener('message', onMessage);
    takeEarlyMessages().forEach(onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [post, reportViewport, previewOrigin]);

  // Page switches: ask the running preview to render the new docs entry in place; a preview that
  // has not booted yet is simply pointed at the new page.
  const requestedDocsId = React.useRef(docsId);
  React.useEffect(() => {
    if (requestedDocsId.current === docsId) return;
    requestedDocsId.current = docsId;
    if (hasBooted.current) post({ type: 'navigate', docsId });
    else if (frameRef.current) frameRef.current.src = frameUrl(docsId, latest.current.globals);
  }, [docsId, post, frameUrl]);

  React.useEffect(() => {
    if (hasBooted.current) post({ type: 'globals', globals });
  }, [globals, post]);

  React.useEffect(() => {
    if (status === 'ready' && demoToOpen) post({ type: 'openDemo', name: demoToOpen });
  }, [status, demoToOpen, post]);

  React.useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), reportViewport()));
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [reportViewport, height]);

  // A preview that never reports (blocked, offline, broken build) must not leave a blank page.
  React.useEffect(() => {
    if (status !== 'loading') return undefined;
    const timer = window.setTimeout(() => setError(t('shell.contentTimedOut')), FIRST_RENDER_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [status, docsId, t]);

  const afterLoadTimer = React.useRef<number>(0);
  const onFrameLoad = React.useCallback(() => {
    window.clearTimeout(afterLoadTimer.current);
    afterLoadTimer.current = window.setTimeout(() => {
      // Only the boot is watched here; later page switches are covered by the loading timeout.
      if (!hasBooted.current) setError(t('shell.contentNotLoaded'));
    }, AFTER_LOAD_TIMEOUT_MS);
  }, [t]);
  React.useEffect(() => {
    // The frame may have finished loading before hydration attached onLoad. A frame whose document
    // is not readable shows the browser's own error page: the preview did not load at all.
    const frame = frameRef.current;
    // A preview on another origin is never readable: its boot is watched by the timeouts only.
    if (previewOrigin) return () => window.clearTimeout(afterLoadTimer.current);
    if (frame && !hasBooted.current && !frame.contentDocument) {
      setError(t('shell.contentNotLoaded'));
    } else if (frame?.contentDocument?.readyState === 'complete' && frame.contentWindow?.location.href !== 'about:blank') {
      onFrameLoad();
    }
    return () => window.clearTimeout(afterLoadTimer.current);
  }, [onFrameLoad, t, previewOrigin]);

  const retry = () => {
    hasBooted.current = false;
    setRenderedId(null);
    setError(null);
    if (frameRef.current) frameRef.current.src = frameUrl(latest.current.docsId, globals);
  };

  return (
    <div className="content-frame" data-status={status} data-docs-id={docsId} style={{ position: 'relative' }}>
      {status === 'loading' ? <LoadingBar label={t('shell.loadingContent')} /> : null}
      {status === 'error' ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ my: 2 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('shell.retry')}
            </Button>
          }
        >
          {error ?? t('shell.contentNotLoaded')} {t('shell.checkConnection')}
        </Alert>
      ) : null}
      <Frame
        ref={frameRef}
        name={SHELL_FRAME_NAME}
        title={`${title}: ${t('shell.pageContent')}`}
        src={initialSrc}
        // The demos' copy buttons: a preview on another origin may write to the clipboard only if allowed.
        allow="clipboard-write"
        onLoad={onFrameLoad}
        style={{ height: status === 'error' ? 0 : (height ?? '80vh') }}
      />
    </div>
  );
});
