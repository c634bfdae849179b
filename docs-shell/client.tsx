import '@fontsource/ibm-plex-sans/400.css';
import '@fontsource/ibm-plex-sans/600.css';
import '@fontsource/ibm-plex-sans/700.css';
import { rememberEarlyButtonClick, startWhenPreviewSettles } from '../src/bridge/earlyMessages';
import { SHELL_FRAME_NAME } from '../src/bridge/protocol';

// The prerendered page is usable as it is (links are plain links). The app that makes it
// interactive is loaded and hydrated once the preview has rendered, on the first interaction,
// or after a few seconds: the shell and the preview share one main thread, and the preview's
// content comes first.
// Pages without a preview (the API reference is prerendered data) hydrate at once.
const earlyClick = rememberEarlyButtonClick();
const hydrate = () => void import('./hydrate').then(({ hydrateShell }) => hydrateShell(earlyClick));
if (document.querySelector(`iframe[name="${SHELL_FRAME_NAME}"]`)) startWhenPreviewSettles(hydrate);
else hydrate();
