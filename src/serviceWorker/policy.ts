/**
 * When the docs register their service worker, and when a page may reload for a new build: pure
 * functions, so the rules are tested without a browser (issue 17; library-notes §2 has the measured
 * reload storms these rules avoid).
 */

/** The worker's fixed URL (no hash in the name: a redeploy of the same build is byte-identical). */
export const SW_URL = '/x/sw.js';
/**
 * Its scope: the docs' own path. The preview (the content frame) lives under `/x/storybook/`, so it goes
 * through the same worker and visited pages keep their demos offline, while the rest of the origin (other
 * products' docs and their own workers) is never claimed.
 */
export const SW_SCOPE = '/x/';

/** The origin of `value` when it is an http(s) URL, else null. */
function httpOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Register only on the configured production origin (`DOCS_ORIGIN`): exact origin match (scheme,
 * host and port; `https://notmui.com.example` is not `https://mui.com`), anything malformed is "no",
 * and only from the top-level shell (the preview frame is a client of the worker, never its owner).
 */
export function shouldRegister(pageOrigin: string, configuredOrigin: string, isTopLevel = true): boolean {
  if (!isTopLevel) return false;
  const page = httpOrigin(pageOrigin);
  const configured = httpOrigin(configuredOrigin);
  return page !== null && configured !== null && page === configured;
}

/**
 * Offer "A new version of the docs is available" only when this page was already controlled by a
 * worker when it loaded (a first install never prompts nor reloads) and a new worker waits.
 */
export function shouldOfferUpdate({ hadController, waiting }: { hadController: boolean; waiting: boolean }): boolean {
  return hadController && waiting;
}

export const reloadKey = (buildId: string) => `sw-reloaded:${buildId}`;

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether this tab may reload for `buildId` now, at most once per build per tab: the first call records
 * the build in sessionStorage and says yes; later calls (a deploy flapping v1 → v2 → v1 → v2) say no.
 * Storage that is missing or throws says no: better a stale page than a reload loop.
 */
export function claimReload(storage: ReloadStorage | null | undefined, buildId: string): boolean {
  if (!storage || !buildId) return false;
  try {
    const key = reloadKey(buildId);
    if (storage.getItem(key) !== null) return false;
    storage.setItem(key, String(Date.now()));
    return storage.getItem(key) !== null;
  } catch {
    return false;
  }
}
