import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFeedback } from './client';
import type { FeedbackPayload } from './payload';

interface Received {
  method: string;
  path: string;
  contentType: string | undefined;
  cookie: string | undefined;
  body: string;
}

const payload: FeedbackPayload = { page: '/x/react-data-grid/sorting/', rating: 0, comment: 'The second example does not sort.', product: 'x-data-grid', version: '8.9.1', language: 'en' };

describe('sending an answer', () => {
  let server: http.Server;
  let origin = '';
  const received: Received[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        received.push({ method: request.method ?? '', path, contentType: request.headers['content-type'], cookie: request.headers.cookie, body });
        if (path === '/ok') {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"ok":true}');
        } else if (path === '/fail') {
          response.writeHead(500);
          response.end('broken');
        } else if (path === '/slow') {
          setTimeout(() => {
            if (!response.destroyed) response.end('late');
          }, 1500);
        } else {
          request.socket.destroy();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts the JSON as text/plain (no preflight), without cookies, and reports a 2xx as sent', async () => {
    expect(await sendFeedback(`${origin}/ok`, payload)).toEqual({ ok: true });
    const request = received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.contentType).toBe('text/plain;charset=UTF-8');
    expect(request.cookie).toBeUndefined();
    expect(JSON.parse(request.body)).toEqual(payload);
  });

  it('reports a 500 as not sent, with its status', async () => {
    expect(await sendFeedback(`${origin}/fail`, payload)).toEqual({ ok: false, reason: 'status', status: 500 });
  });

  it('gives up on a slow answer after the time-out', async () => {
    const started = Date.now();
    expect(await sendFeedback(`${origin}/slow`, payload, { timeoutMs: 300 })).toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('reports a dropped connection as a network failure', async () => {
    expect(await sendFeedback(`${origin}/drop`, payload)).toEqual({ ok: false, reason: 'network' });
    expect(received.at(-1)!.path).toBe('/drop');
  });

  it('reports an unreachable endpoint without throwing', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await sendFeedback(`http://127.0.0.1:${port}/`, payload)).toEqual({ ok: false, reason: 'network' });
  });
});
