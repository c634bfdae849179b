import { readBody, send, startFakeServer, type FakeServer } from './server';

/**
 * A fake gtag.js on 127.0.0.1. `GET /gtag/js?id=...` returns a script that sends every
 * `window.dataLayer` call (those queued before it loaded, and every later push) back to
 * `POST /collect`, so tests read the exact gtag calls a page made.
 */
export interface GtagHit {
  /** Page load that sent it (one per loaded script) and its order there. */
  session: string;
  seq: number;
  /** `args[0]`: `consent`, `js`, `config`, `event`, `set` ... */
  command: string;
  /** The gtag arguments as JSON (dates as ISO strings). */
  args: unknown[];
  /** `location.href` of the page when the call was made. */
  page: string;
}

export interface GtagEvent {
  name: string;
  params: Record<string, unknown>;
}

export interface FakeGtag extends FakeServer {
  /** `DOCS_GTAG_URL`: the installer adds `?id=`. */
  scriptUrl: string;
  /** Every call, grouped by page load in arrival order, each in the page's own order. */
  hits(): GtagHit[];
  /** `gtag('event', name, params)` calls, optionally of one name. */
  events(name?: string): GtagEvent[];
  /** Resolves once `predicate(hits)` holds; rejects after `timeoutMs`. */
  waitForHits(predicate: (hits: GtagHit[]) => boolean, timeoutMs?: number): Promise<GtagHit[]>;
  reset(): void;
}

function gtagScript(collectUrl: string): string {
  return `(function () {
  var endpoint = ${JSON.stringify(collectUrl)};
  var layer = (window.dataLayer = window.dataLayer || []);
  // No Math.random here: pages under test may script it.
  var session = Date.now().toString(36) + '-' + Math.round(performance.now() * 1000).toString(36);
  var seq = 0;
  function send(entry) {
    var args = entry && typeof entry === 'object' && typeof entry.length === 'number' ? Array.prototype.slice.call(entry) : [entry];
    var body = JSON.stringify({ session: session, seq: seq++, args: args, page: location.href });
    if (navigator.sendBeacon && navigator.sendBeacon(endpoint, body)) return;
    fetch(endpoint, { method: 'POST', body: body, mode: 'no-cors', keepalive: true });
  }
  for (var i = 0; i < layer.length; i++) send(layer[i]);
  var push = layer.push;
  layer.push = function () {
    for (var j = 0; j < arguments.length; j++) send(arguments[j]);
    return push.apply(layer, arguments);
  };
})();
`;
}

export async function startFakeGtag(options: { port?: number } = {}): Promise<FakeGtag> {
  let received: GtagHit[] = [];
  const sessions: string[] = [];

  const server = await startFakeServer(async (request, response, recorded, origin) => {
    if (recorded.path === '/gtag/js') {
      send(response, 200, 'text/javascript; charset=utf-8', gtagScript(`${origin}/collect`));
      return;
    }
    if (recorded.path === '/collect' && recorded.method === 'POST') {
      const text = await readBody(request);
      try {
        const hit = JSON.parse(text) as Partial<GtagHit>;
        if (typeof hit.session === 'string' && typeof hit.seq === 'number' && Array.isArray(hit.args)) {
          if (!sessions.includes(hit.session)) sessions.push(hit.session);
          received.push({ session: hit.session, seq: hit.seq, command: String(hit.args[0]), args: hit.args, page: String(hit.page ?? '') });
        }
      } catch {
        // Not a hit from our script: ignored, but still in requests().
      }
      send(response, 204, null);
      return;
    }
    send(response, 404, 'text/plain', 'not found');
  }, options.port);

  const hits = () =>
    [...received].sort((a, b) => sessions.indexOf(a.session) - sessions.indexOf(b.session) || a.seq - b.seq);

  return {
    ...server,
    scriptUrl: `${server.url}/gtag/js`,
    hits,
    events: (name) =>
      hits()
        .filter((hit) => hit.command === 'event' && (name === undefined || hit.args[1] === name))
        .map((hit) => ({ name: String(hit.args[1]), params: (hit.args[2] ?? {}) as Record<string, unknown> })),
    async waitForHits(predicate, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const current = hits();
        if (predicate(current)) return current;
        if (Date.now() > deadline) throw new Error(`fake gtag: condition not met within ${timeoutMs} ms; hits: ${JSON.stringify(current.map((hit) => hit.args))}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    reset() {
      received = [];
      sessions.length = 0;
    },
  };
}
