import '@fontsource/ibm-plex-sans/400.css';
import '@fontsource/ibm-plex-sans/600.css';
import '@fontsource/ibm-plex-sans/700.css';
import { rememberEarlyButtonClick, startWhenPreviewSettles } from '../src/bridge/earlyMessages';
import { SHELL_FRAME_NAME } from '../src/bridge/protocol';
import { NAV_GROUP_SELECTOR, toggleNavGroupsBeforeHydration } from '../src/nav/earlyNavToggles';
import { OFFLINE_PAGE_ID, reloadWhenBackOnline } from '../src/serviceWorker/offline';

// The prerendered page is usable as it is (links are plain links). The app that makes it
// interactive is loaded and hydrated once the preview has rendered, on the first interaction,
// or after a few seconds: a preview on this origin shares the shell's main thread, and its
// content comes first (hydrating at once made the first grid row 160 ms later).
// A preview on its own origin runs in its own process, and pages without a preview (the API
// reference is prerendered data) have nothing to wait for: they hydrate at once.
// Nav groups toggle at once; other buttons clicked before then are replayed by the app.
const stopNavToggles = toggleNavGroupsBeforeHydration();
const earlyClick = rememberEarlyButtonClick(window, { skip: NAV_GROUP_SELECTOR });
const hydrate = () => void import('./hydrate').then(({ hydrateShell }) => hydrateShell({ ...earlyClick, stopNavToggles }));
const frame = document.querySelector<HTMLIFrameElement>(`iframe[name="${SHELL_FRAME_NAME}"]`);
// The service worker's offline page (a page not saved yet) stays as it is: its links and nav groups
// work, its Retry button reloads, and the page comes back by itself when the network does.
if (document.getElementById(OFFLINE_PAGE_ID)) {
  earlyClick.stop();
  reloadWhenBackOnline(window);
} else if (frame && new URL(frame.src, window.location.href).origin === window.location.origin) startWhenPreviewSettles(hydrate);
else hydrate();
