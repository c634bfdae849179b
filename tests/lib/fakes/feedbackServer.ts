import { readBody, send, startFakeServer, type FakeServer } from './server';

/** How the fake answers the next answers: 200, 500, after 15 s (beyond the widget's 8 s), or by dropping the connection. */
export type FeedbackMode = 'ok' | 'error' | 'slow' | 'drop';

/** One answer the fake received. */
export interface FeedbackPost {
  contentType: string | null;
  cookie: string | null;
  /** The body parsed as JSON (`null` when it is not JSON). */
  payload: Record<string, unknown> | null;
  body: string;
}

export interface FakeFeedbackServer extends FakeServer {
  /** What `DOCS_FEEDBACK_URL` points at. */
  feedbackUrl: string;
  posts(): FeedbackPost[];
  setMode(mode: FeedbackMode): void;
  reset(): void;
}

const SLOW_MS = 15000;

/** Stands in for the feedback endpoint: records every answer it is sent, and answers as told. */
export async function startFakeFeedbackServer(): Promise<FakeFeedbackServer> {
  let posts: FeedbackPost[] = [];
  let mode: FeedbackMode = 'ok';
  const server = await startFakeServer(async (request, response, recorded) => {
    if (recorded.path !== '/feedback' || recorded.method !== 'POST') {
      send(response, 404, 'text/plain', 'not found');
      return;
    }
    const body = await readBody(request, 100_000);
    let payload: Record<string, unknown> | null = null;
    try {
      payload = JSON.parse(body);
    } catch {
      payload = null;
    }
    posts.push({ contentType: request.headers['content-type'] ?? null, cookie: request.headers.cookie ?? null, payload, body });
    if (mode === 'ok') send(response, 200, 'application/json', '{"ok":true}');
    else if (mode === 'error') send(response, 500, 'text/plain', 'feedback store unavailable');
    else if (mode === 'drop') request.socket.destroy();
    else {
      const timer = setTimeout(() => send(response, 200, 'application/json', '{"ok":true}'), SLOW_MS);
      response.on('close', () => clearTimeout(timer));
    }
  });
  return {
    ...server,
    feedbackUrl: `${server.url}/feedback`,
    posts: () => posts,
    setMode: (next) => {
      mode = next;
    },
    reset: () => {
      posts = [];
      mode = 'ok';
    },
  };
}
