import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake server received. */
export interface RecordedRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: Record<string, string>;
  userAgent: string | null;
  receivedAt: number;
}

export interface FakeServer {
  /** Origin, e.g. `http://127.0.0.1:43567`. */
  url: string;
  requests(path?: string): RecordedRequest[];
  close(): Promise<void>;
}

/** Anyone may call a fake (the pages under test run on another origin). */
export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
  'cache-control': 'no-store',
} as const;

export type Handler = (request: http.IncomingMessage, response: http.ServerResponse, recorded: RecordedRequest, origin: string) => void | Promise<void>;

export function send(response: http.ServerResponse, status: number, contentType: string | null, body = ''): void {
  response.writeHead(status, { ...corsHeaders, ...(contentType ? { 'content-type': contentType } : {}) });
  response.end(body);
}

export function readBody(request: http.IncomingMessage, limit = 1_000_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > limit) request.destroy(new Error('body too large'));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** Starts an HTTP server on 127.0.0.1 (`port` 0: any free port) that records every request. */
export async function startFakeServer(handle: Handler, port = 0): Promise<FakeServer> {
  const recorded: RecordedRequest[] = [];
  let origin = '';
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const entry: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      userAgent: request.headers['user-agent'] ?? null,
      receivedAt: Date.now(),
    };
    if (entry.method === 'OPTIONS') {
      send(response, 204, null);
      return;
    }
    recorded.push(entry);
    Promise.resolve(handle(request, response, entry, origin)).catch(() => {
      if (!response.headersSent) send(response, 500, 'text/plain', 'fake server error');
      else response.end();
    });
  });
  // Keep-alive sockets would hold `close()` open.
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    requests: (path) => recorded.filter((request) => path === undefined || request.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
