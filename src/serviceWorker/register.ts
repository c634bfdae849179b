import { messageSW, Workbox } from 'workbox-window';
import { claimReload, shouldOfferUpdate, SW_SCOPE, SW_URL } from './policy';
import { updateOffer } from './updateOffer';

/** sessionStorage, or null where reading it throws (blocked storage): then no reload at all. */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The id of the build a waiting worker carries (it answers `GET_BUILD_ID`), or '' after a second. */
async function waitingBuildId(): Promise<string> {
  const registration = await navigator.serviceWorker.getRegistration(SW_SCOPE);
  const waiting = registration?.waiting;
  if (!waiting) return '';
  const answer = messageSW(waiting, { type: 'GET_BUILD_ID' }) as Promise<{ buildId?: unknown }>;
  const timeout = new Promise<{ buildId?: unknown }>((resolve) => setTimeout(() => resolve({}), 1000));
  const { buildId } = await Promise.race([answer, timeout]).catch(() => ({ buildId: undefined }));
  return typeof buildId === 'string' ? buildId : '';
}

/**
 * Registers the docs' worker (the caller has checked `shouldRegister`). A new build's worker installs
 * in the background and waits; the page never reloads on its own. It offers the notice instead, and only
 * the tab whose reader clicks Reload activates the new worker and reloads, once per build (policy.ts).
 */
export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const hadController = navigator.serviceWorker.controller !== null;
  const wb = new Workbox(SW_URL, { scope: SW_SCOPE });
  wb.addEventListener('waiting', () => {
    if (!shouldOfferUpdate({ hadController, waiting: true })) return;
    // The shell shows the notice (UpdateNotice); its Reload button calls this.
    updateOffer.set(async () => {
      updateOffer.set(null);
      const buildId = await waitingBuildId();
      wb.addEventListener('controlling', () => {
        if (claimReload(sessionStore(), buildId || 'unknown')) window.location.reload();
      });
      wb.messageSkipWaiting();
    });
  });
  try {
    await wb.register();
  } catch (error) {
    console.warn('The service worker could not be registered:', error);
  }
}
