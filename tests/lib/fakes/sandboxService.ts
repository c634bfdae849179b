import { readBody, send, startFakeServer, type FakeServer } from './server';

/** One form the fake CodeSandbox or StackBlitz received. */
export interface SandboxPost {
  service: 'codesandbox' | 'stackblitz';
  /** Query of the action URL (StackBlitz: `file=`). */
  query: Record<string, string>;
  fields: Record<string, string>;
}

export interface FakeSandboxService extends FakeServer {
  codesandboxUrl: string;
  stackblitzUrl: string;
  posts(): SandboxPost[];
  reset(): void;
}

/**
 * Stands in for CodeSandbox's define API (`/codesandbox/define`) and StackBlitz's POST API
 * (`/stackblitz/run`): records each form it receives and answers with a small page.
 */
export async function startFakeSandboxService(): Promise<FakeSandboxService> {
  let posts: SandboxPost[] = [];
  const server = await startFakeServer(async (request, response, recorded) => {
    const service = recorded.path === '/codesandbox/define' ? 'codesandbox' : recorded.path === '/stackblitz/run' ? 'stackblitz' : null;
    if (!service || recorded.method !== 'POST') {
      send(response, 404, 'text/plain', 'not found');
      return;
    }
    const body = await readBody(request, 20_000_000);
    posts.push({ service, query: recorded.query, fields: Object.fromEntries(new URLSearchParams(body)) });
    send(response, 200, 'text/html; charset=utf-8', `<!doctype html><title>${service}</title><p>Project received.</p>`);
  });
  return {
    ...server,
    codesandboxUrl: `${server.url}/codesandbox/define`,
    stackblitzUrl: `${server.url}/stackblitz/run`,
    posts: () => posts,
    reset: () => {
      posts = [];
    },
  };
}
