import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { createScopedEmotionCache } from '../../theme/emotionCache';
import { evaluatePlayground } from './evaluate';
import { loadModule } from './modules';
import { PlaygroundError } from './compile';
import { createPlaygroundMessage, parseRunMessage, type PlaygroundProblem, type RunMessage, type RunnerMessage } from './protocol';

/*
 * The document the reader's code runs in: a sandboxed frame (opaque origin, so no access to the
 * site's cookies or storage) whose own policy allows evaluating code. It answers only its parent,
 * which is on the origin this document was served from.
 */
const parentOrigin = new URL(window.location.href).origin;
const post = (message: RunnerMessage) => window.parent.postMessage(createPlaygroundMessage(message), parentOrigin);

function toProblem(error: unknown): PlaygroundProblem {
  if (error instanceof PlaygroundError)
    return {
      kind: error.kind,
      message: error.message,
      file: error.file,
      line: error.line,
      column: error.column,
    };
  const message = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  return { kind: 'render', message, file: null, line: null, column: null };
}

class RenderBoundary extends React.Component<{ runId: number; children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    post({ type: 'error', runId: this.props.runId, problem: toProblem(error) });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Rendered({ runId }: { runId: number }) {
  React.useEffect(() => post({ type: 'rendered', runId }), [runId]);
  return null;
}

const caches = {
  ltr: createScopedEmotionCache('demo', 'ltr'),
  rtl: createScopedEmotionCache('demo', 'rtl'),
};
const root = createRoot(document.getElementById('root')!);
let latestRun = -1;
let lastRunId = -1;

async function run({ runId, files, mode, direction }: RunMessage) {
  latestRun = runId;
  document.documentElement.dir = direction;
  document.documentElement.style.colorScheme = mode;
  let Component: React.ElementType;
  const stylesheets: string[] = [];
  try {
    Component = (await evaluatePlayground(files, {
      loadModule,
      addStylesheet: (_name, css) => stylesheets.push(css),
    })) as React.ElementType;
  } catch (error) {
    // A newer edit is already on its way: this result no longer matters.
    if (runId === latestRun) post({ type: 'error', runId, problem: toProblem(error) });
    return;
  }
  if (runId !== latestRun) return;
  lastRunId = runId;
  document.querySelectorAll('style[data-playground-file]').forEach((element) => element.remove());
  for (const css of stylesheets) {
    const style = document.createElement('style');
    style.dataset.playgroundFile = '';
    style.textContent = css;
    document.head.append(style);
  }
  root.render(
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={createTheme({ palette: { mode }, direction })}>
        <CssBaseline />
        <RenderBoundary key={runId} runId={runId}>
          <Component />
          <Rendered runId={runId} />
        </RenderBoundary>
      </ThemeProvider>
    </CacheProvider>,
  );
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || event.origin !== parentOrigin) return;
  const message = parseRunMessage(event.data);
  if (message) void run(message);
});
// Errors outside rendering (an event handler, a timer) are shown too; the preview stays.
window.addEventListener('error', (event) =>
  post({
    type: 'error',
    runId: lastRunId,
    problem: toProblem(event.error ?? event.message),
  }),
);
window.addEventListener('unhandledrejection', (event) => post({ type: 'error', runId: lastRunId, problem: toProblem(event.reason) }));

let lastHeight = -1;
new ResizeObserver(() => {
  const height = Math.ceil(document.documentElement.scrollHeight);
  if (height === lastHeight) return;
  lastHeight = height;
  post({ type: 'height', height });
}).observe(document.body);
post({ type: 'ready' });
