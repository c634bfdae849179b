import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ApiIndexPage, ApiPage, ComponentsApiPage } from '../../src/page/api';
import { isApiContent, type ApiContent as ApiContentData } from '../../src/apiDocs/pageText';
import { ShellContext, useShellText } from './ShellContext';
import { isPlainLeftClick } from '../../src/routing/links';
import { LoadingBar } from './LoadingBar';

/** Fetches an API page's data (in-shell navigation); a failure is reported, not thrown. */
export async function loadApiContent(url: string): Promise<ApiContentData> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const data: unknown = await response.json();
  if (!isApiContent(data)) throw new Error('unexpected data');
  return data;
}

export interface ApiContentProps {
  /** Data known up front (prerendering, hydration of the first page). */
  initial: ApiContentData | null;
  dataUrl: string;
  /** Called once the content is in the document (the shell then scrolls to a pending anchor). */
  onShown?: () => void;
}

/**
 * An API reference page rendered by the shell itself: prerendered with the page, readable with
 * JavaScript off, no preview to boot. Internal links switch pages in place.
 */
export function ApiContent({ initial, dataUrl, onShown }: ApiContentProps) {
  const { go } = React.useContext(ShellContext);
  const { t } = useShellText();
  const [content, setContent] = React.useState<ApiContentData | null>(initial);
  const [error, setError] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    if (initial) {
      setContent(initial);
      return undefined;
    }
    let active = true;
    setContent(null);
    setError(false);
    loadApiContent(dataUrl).then(
      (loaded) => active && setContent(loaded),
      () => active && setError(true),
    );
    return () => {
      active = false;
    };
  }, [initial, dataUrl, attempt]);

  React.useLayoutEffect(() => {
    if (content) onShown?.();
  }, [content, onShown]);

  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || !isPlainLeftClick(event)) return;
    const href = link.getAttribute('href') ?? '';
    if (!href.startsWith('/') && !href.startsWith('#')) return;
    event.preventDefault();
    go(href);
  };

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
  if (!content) {
    return (
      <div style={{ position: 'relative', minHeight: '60vh' }}>
        <LoadingBar label={t('shell.loadingContent')} />
      </div>
    );
  }
  return (
    // Clicks on links inside the content are delegated here; the links themselves stay plain anchors.
    <div className="api-content" onClick={onClick}>
      {content.type === 'entry' ? <ApiPage data={content.data} header={false} /> : null}
      {content.type === 'index' ? <ApiIndexPage data={content.data} header={false} /> : null}
      {content.type === 'components' ? <ComponentsApiPage data={content.data} header={false} /> : null}
    </div>
  );
}
