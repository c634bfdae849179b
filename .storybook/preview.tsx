import type { Preview } from '@storybook/react-vite';
import { addons } from 'storybook/preview-api';
import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import '@fontsource/ibm-plex-sans/400.css';
import '@fontsource/ibm-plex-sans/500.css';
import '@fontsource/ibm-plex-sans/600.css';
import '@fontsource/ibm-plex-sans/700.css';
import '../src/demo/tailwind.css';
import { globalTypes, initialGlobals, chromaticModes, a11yParameters, withDemoTheme, withDocumentPreferences } from '../src/storybook';
import { DocsPageContainer, mdxComponents, isHostedByShell } from '../src/page';
import { installShellBridge, installStorybookLinkRouting, readerGlobalsForHostedPreview } from '../src/bridge/preview';
import { applyLicenseKey } from '../src/demo/license';
import { hostedGlobals } from '../src/preferences/hostedGlobals';

applyLicenseKey(import.meta.env.MUI_X_LICENSE_KEY);

// Inside the reader shell the bridge reports to it and the shell owns the display preferences;
// elsewhere the toolbar does, and docs links open Storybook entries.
const channel = addons.getChannel();
if (isHostedByShell()) {
  hostedGlobals.init(readerGlobalsForHostedPreview());
  installShellBridge(channel);
} else installStorybookLinkRouting(channel);

const preview: Preview = {
  globalTypes,
  initialGlobals,
  // Decorators apply last-to-first: the document-level one is listed last so it is outermost.
  decorators: [withDemoTheme, withDocumentPreferences],
  parameters: {
    layout: 'padded',
    docs: { container: DocsPageContainer, components: mdxComponents, codePanel: false },
    a11y: a11yParameters,
    chromatic: { modes: chromaticModes },
  },
};

export default preview;
