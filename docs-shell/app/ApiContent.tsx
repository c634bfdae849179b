import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { isApiContent, type ApiContent as ApiContentData } from '../../src/apiDocs/pageText';
import { ShellContext, useShellText } from './ShellContext';
import { isPlainLeftClick } from '../../src/routing/links';
import { LoadingBar } from './LoadingBar';
import { sectionOfClick } from '../../src/feedback/sections';

type ApiBodyComponent = typeof import('./ApiBody').ApiBody;
let loadedApiBody: ApiBodyComponent | null = null;

/**
 * The renderer of API pages is loaded on the first navigation to one: the first page is kept as
 * prerendered, so pages that never switch to another API page do not download it. The prerenderer
 * awaits it before rendering.
 */
export async function loadApiBody(): Promise<ApiBodyComponent> {
  loadedApiBody ??= (await import('./ApiBody')).ApiBody;
  return loadedApiBody;
}

/** Fetches an API page's data (in-shell navigation); a failure is reported, not thrown. */
export async function loadApiContent(url: string): Promise<ApiContentData> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const data: unknown = await response.json();
  if (!isApiContent(data)) throw new Error('unexpected data');
  return data;
}

export interface ApiContentProps {
  /** The page's data when prerendering (the client loads it, or keeps the prerendered markup). */
  initial: ApiContentData | null;
  /**
   * The first page's prerendered markup, kept as it is when the shell hydrates: the body is static
   * (links are delegated), so hydrating thousands of table cells would only block the main thread.
   */
  prerenderedHtml?: string | null;
  dataUrl: string;
  /** Called once the content is in the document (the shell then scrolls to a pending anchor). */
  onShown?: () => void;
  /** A heading's comment button was used: its heading id. */
  onSectionFeedback?: (id: string) => void;
}

/**
 * An API reference page rendered by the shell itself: prerendered with the page, readable with
 * JavaScript off, no preview to boot. Internal links switch pages in place.
 */
export function ApiContent({ initial, prerenderedHtml = null, dataUrl, onShown, onSectionFeedback }: ApiContentProps) {
  const { go } = React.useContext(ShellContext);
  const { t } = useShellText();
  const [content, setContent] = React.useState<ApiContentData | null>(initial);
  const [Body, setBody] = React.useState<ApiBodyComponent | null>(() => loadedApiBody);
  const [error, setError] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    // The first page is kept as prerendered; any other loads its data and the renderer. (Effects
    // do not run when prerendering, where `initial` is the data.)
    if (prerenderedHtml !== null) return undefined;
    let active = true;
    setError(false);
    Promise.all([loadApiContent(dataUrl), loadApiBody()]).then(
      ([loaded, component]) => {
        if (!active) return;
        setContent(loaded);
        setBody(() => component);
      },
      () => active && setError(true),
    );
    return () => {
      active = false;
    };
  }, [prerenderedHtml, dataUrl, attempt]);

  const shown = prerenderedHtml !== null || (content !== null && Body !== null);
  React.useLayoutEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);

  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    // The headings' comment buttons are plain markup too (the first page is not hydrated).
    const section = sectionOfClick(event.target);
    if (section) {
      onSectionFeedback?.(section);
      return;
    }
    const link = (event.target as Element).closest('a');
    if (!link || !isPlainLeftClick(event)) return;
    const href = link.getAttribute('href') ?? '';
    if (!href.startsWith('/') && !href.startsWith('#')) return;
    event.preventDefault();
    go(href);
  };

  if (prerenderedHtml !== null) {
    return <div className="api-content" onClick={onClick} dangerouslySetInnerHTML={{ __html: prerenderedHtml }} />;
  }
  if (error) {
    return (
      <Alert
        severity="error"
        role="alert"
        sx={{ my: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => setAttempt((count) => count + 1)}>
            {t('shell.retry')}
          </Button>
        }
      >
        {t('shell.contentNotLoaded')} {t('shell.checkConnection')}
      </Alert>
    );
  }
  if (!content || !Body) {
    return (
      <div style={{ position: 'relative', minHeight: '60vh' }}>
        <LoadingBar label={t('shell.loadingContent')} />
      </div>
    );
  }
  return (
    // Clicks on links inside the content are delegated here; the links themselves stay plain anchors.
    <div className="api-content" onClick={onClick}>
      <Body content={content} />
    </div>
  );
}
