/** The page a top-level navigation gets offline when it was never visited (precached). */
export const OFFLINE_URL = '/x/offline/';
/** The offline page's article carries this id: the client leaves that page as it is (no hydration). */
export const OFFLINE_PAGE_ID = 'shell-offline';

interface OfflinePageWindow {
  navigator: { onLine: boolean };
  location: { href: string; reload(): void };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** A request that reaches the server (not the worker: it serves only navigations and its own files). */
export async function reachesServer(url: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(url, { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Brings the page the reader asked for back by itself once the network is back: whenever the browser
 * says it is online, probe the address (2 s, doubling up to 30 s) and reload when it answers. A network
 * that comes back flaky, or "online" on a link that reaches nothing, never reloads into the offline
 * page again in a loop: the page reloads only after a probe succeeded.
 */
export function reloadWhenBackOnline(win: OfflinePageWindow, probe: (url: string) => Promise<boolean> = reachesServer): () => void {
  let timer: unknown = null;
  let delay = 2000;
  let stopped = false;
  const schedule = () => {
    if (stopped || timer !== null || !win.navigator.onLine) return;
    timer = win.setTimeout(async () => {
      timer = null;
      if (stopped) return;
      if (await probe(win.location.href)) {
        stopped = true;
        win.location.reload();
        return;
      }
      delay = Math.min(delay * 2, 30000);
      schedule();
    }, delay);
  };
  win.addEventListener('online', () => {
    delay = 2000;
    schedule();
  });
  win.addEventListener('offline', () => {
    if (timer !== null) win.clearTimeout(timer);
    timer = null;
  });
  schedule();
  return () => {
    stopped = true;
    if (timer !== null) win.clearTimeout(timer);
  };
}
