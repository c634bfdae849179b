import * as React from 'react';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { javascript } from '@codemirror/lang-javascript';
import { styled, useColorScheme, useTheme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { writeToClipboard } from '../clipboard';
import { editorTheme } from './editorTheme';
import { DEFAULT_PLAYGROUND_FILES } from './defaultCode';
import { decodePlaygroundHash, encodePlaygroundHash, MAX_SHARED_HASH_LENGTH, PLAYGROUND_RUNNER_ROUTE, type PlaygroundFile } from './sharedCode';
import { createPlaygroundMessage, describeProblem, parseRunnerMessage, type PlaygroundProblem } from './protocol';

/** Edits are run once typing pauses this long. */
const RUN_DELAY_MS = 300;
const MIN_PREVIEW_HEIGHT = 420;
const MAX_PREVIEW_HEIGHT = 1600;

const Panes = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('lg')]: {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    alignItems: 'start',
  },
}));

const Pane = styled('section')(({ theme }) => ({
  minWidth: 0,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: 12,
  overflow: 'hidden',
}));

const PaneHeader = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minHeight: 48,
  padding: theme.spacing(0, 1, 0, 2),
  borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  '& h2': { margin: 0, fontSize: '0.875rem', fontWeight: 600 },
}));

const RunnerFrame = styled('iframe')({
  display: 'block',
  width: '100%',
  border: 0,
  background: 'transparent',
});

const languageOf = (name: string) => (name.endsWith('.css') ? [] : [javascript({ jsx: true, typescript: /\.tsx?$/.test(name) })]);

function filesFromLocation(): PlaygroundFile[] {
  return (typeof window !== 'undefined' && decodePlaygroundHash(window.location.hash)) || DEFAULT_PLAYGROUND_FILES;
}

/**
 * The playground: an editor for one or more files and a sandboxed frame rendering the first
 * file's default export in the reader's colour mode and direction. The code lives in the URL hash.
 */
export default function Playground() {
  const { mode, systemMode } = useColorScheme();
  const scheme: 'light' | 'dark' = (mode === 'system' ? systemMode : mode) === 'dark' ? 'dark' : 'light';
  const direction: 'ltr' | 'rtl' = useTheme().direction === 'rtl' ? 'rtl' : 'ltr';
  const [files, setFiles] = React.useState<PlaygroundFile[]>(filesFromLocation);
  const [active, setActive] = React.useState(0);
  const [problem, setProblem] = React.useState<PlaygroundProblem | null>(null);
  const [status, setStatus] = React.useState<'starting' | 'running' | 'rendered' | 'failed'>('starting');
  const [height, setHeight] = React.useState(MIN_PREVIEW_HEIGHT);
  const [linkStatus, setLinkStatus] = React.useState<string | null>(null);
  const frame = React.useRef<HTMLIFrameElement>(null);
  const runnerReady = React.useRef(false);
  const runId = React.useRef(0);
  const latest = React.useRef({ files, scheme, direction });
  latest.current = { files, scheme, direction };

  const run = React.useCallback(() => {
    const target = frame.current?.contentWindow;
    if (!target || !runnerReady.current) return;
    runId.current += 1;
    setStatus('running');
    const { files: current, scheme: currentScheme, direction: currentDirection } = latest.current;
    // The runner's origin is opaque (sandboxed): it can only be addressed with '*'. It gets code, nothing else.
    target.postMessage(
      createPlaygroundMessage({
        type: 'run',
        runId: runId.current,
        files: current,
        mode: currentScheme,
        direction: currentDirection,
      }),
      '*',
    );
  }, []);

  React.useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const message = parseRunnerMessage(event.data);
      if (!message) return;
      if (message.type === 'ready') {
        runnerReady.current = true;
        run();
      } else if (message.type === 'height') {
        setHeight(Math.min(MAX_PREVIEW_HEIGHT, Math.max(MIN_PREVIEW_HEIGHT, message.height)));
      } else if (message.runId === runId.current || (message.type === 'error' && message.problem.kind === 'render')) {
        if (message.type === 'rendered') {
          setProblem(null);
          setStatus('rendered');
        } else {
          setProblem(message.problem);
          setStatus('failed');
        }
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [run]);

  // Run after a pause in typing, and at once when the mode or direction changes.
  React.useEffect(() => {
    const timer = setTimeout(run, RUN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [files, run]);
  React.useEffect(run, [scheme, direction, run]);

  // The code goes into the URL (replaced, not pushed: typing does not fill the history).
  React.useEffect(() => {
    const hash = encodePlaygroundHash(files);
    if (hash.length <= MAX_SHARED_HASH_LENGTH && window.location.hash !== hash) window.history.replaceState(window.history.state, '', hash);
  }, [files]);
  // A link pasted into this tab, or back/forward.
  React.useEffect(() => {
    const onHashChange = () => {
      const shared = decodePlaygroundHash(window.location.hash);
      if (shared && encodePlaygroundHash(shared) !== encodePlaygroundHash(latest.current.files)) {
        setFiles(shared);
        setActive(0);
      }
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const file = files[Math.min(active, files.length - 1)]!;
  const onChange = React.useCallback(
    (code: string) => setFiles((current) => current.map((entry) => (entry.name === file.name ? { ...entry, code } : entry))),
    [file.name],
  );
  const extensions = React.useMemo(
    () => [
      ...languageOf(file.name),
      EditorView.contentAttributes.of({
        'aria-label': `Code of ${file.name}`,
        tabindex: '0',
      }),
    ],
    [file.name],
  );

  const theme = React.useMemo(() => editorTheme(scheme), [scheme]);

  const copyLink = async () => {
    const hash = encodePlaygroundHash(files);
    if (hash.length > MAX_SHARED_HASH_LENGTH) {
      setLinkStatus('This code is too long to share in a link.');
      return;
    }
    const copied = await writeToClipboard(`${window.location.origin}${window.location.pathname}${hash}`);
    setLinkStatus(copied ? 'Link copied.' : 'The browser did not allow copying: copy the address bar instead.');
  };

  return (
    <Panes>
      <Pane aria-labelledby="playground-code-heading">
        <PaneHeader>
          <h2 id="playground-code-heading">Code</h2>
          <span style={{ flex: 1 }} />
          <Button size="small" onClick={copyLink}>
            Copy link
          </Button>
          <Button
            size="small"
            onClick={() => {
              setFiles(DEFAULT_PLAYGROUND_FILES);
              setActive(0);
            }}
          >
            Reset
          </Button>
        </PaneHeader>
        {files.length > 1 ? (
          <Tabs value={Math.min(active, files.length - 1)} onChange={(_event, index: number) => setActive(index)} variant="scrollable" aria-label="Files">
            {files.map((entry) => (
              <Tab key={entry.name} label={entry.name} sx={{ textTransform: 'none' }} />
            ))}
          </Tabs>
        ) : null}
        {/* Code reads left to right on right-to-left pages too. */}
        <div dir="ltr">
          <CodeMirror
            value={file.code}
            onChange={onChange}
            extensions={extensions}
            theme={theme}
            minHeight="420px"
            maxHeight="65vh"
            indentWithTab={false}
            basicSetup={{ foldGutter: false }}
          />
        </div>
        <div role="status" style={{ padding: linkStatus ? '4px 16px 8px' : 0, fontSize: 14 }}>
          {linkStatus}
        </div>
      </Pane>
      <Pane aria-labelledby="playground-preview-heading">
        <PaneHeader>
          <h2 id="playground-preview-heading">Preview</h2>
          <span style={{ flex: 1 }} />
          <span role="status" style={{ fontSize: 13 }}>
            {status === 'starting' ? 'Starting…' : status === 'running' ? 'Running…' : status === 'rendered' ? 'Up to date' : 'Not rendered'}
          </span>
        </PaneHeader>
        {problem ? (
          <Alert
            severity="error"
            role="alert"
            sx={{
              borderRadius: 0,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {describeProblem(problem)}
          </Alert>
        ) : null}
        <RunnerFrame ref={frame} src={PLAYGROUND_RUNNER_ROUTE} title="Preview of the code" sandbox="allow-scripts" style={{ height }} />
      </Pane>
    </Panes>
  );
}
