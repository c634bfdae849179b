import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Server } from 'node:http';
import { test as base } from '@playwright/test';
import { startFakeAdNetwork, type FakeAdNetwork } from './fakes/adNetwork';
import { startFakeGtag, type FakeGtag } from './fakes/gtagServer';
import { startFakeSandboxService, type FakeSandboxService } from './fakes/sandboxService';
import { startFakeFeedbackServer, type FakeFeedbackServer } from './fakes/feedbackServer';
import { createStaticServer, listen } from '../../scripts/lib/static-server.mjs';

export interface ConfiguredSite {
  /** Origin of the site built with every third party pointing at a fake, e.g. http://127.0.0.1:43567 */
  url: string;
  network: FakeAdNetwork;
  gtag: FakeGtag;
  sandbox: FakeSandboxService;
  feedback: FakeFeedbackServer;
}

/**
 * The shell built with its third parties (ad network, gtag, sandbox services, feedback endpoint) pointing at fake
 * servers on 127.0.0.1, started here: the build-time configuration path production uses. One
 * build per worker, shared by every spec that asks for it.
 */
export const test = base.extend<object, { configuredSite: ConfiguredSite }>({
  configuredSite: [
    async ({}, use) => {
      const [network, gtag, sandbox, feedback] = await Promise.all([
        startFakeAdNetwork({ scriptDelayMs: 300 }),
        startFakeGtag(),
        startFakeSandboxService(),
        startFakeFeedbackServer(),
      ]);
      const outDir = path.join(process.cwd(), '.cache', `dist-configured-${process.env.TEST_WORKER_INDEX ?? 0}`);
      // Compression is the main site's concern (its own tests); these pages are served plain.
      await promisify(execFile)('node', ['scripts/build-shell.mjs', '--out', outDir, '--no-compress'], {
        env: {
          ...process.env,
          DOCS_AD_SCRIPT_URL: network.scriptUrl,
          DOCS_AD_JSON_URL: network.jsonUrl,
          DOCS_AD_FALLBACK_LINK: network.fallbackLink,
          DOCS_GA_MEASUREMENT_ID: 'G-DOCSTEST1',
          DOCS_GTAG_URL: gtag.scriptUrl,
          DOCS_CODESANDBOX_URL: sandbox.codesandboxUrl,
          DOCS_STACKBLITZ_URL: sandbox.stackblitzUrl,
          DOCS_FEEDBACK_URL: feedback.feedbackUrl,
        },
      });
      const server: Server = createStaticServer({ root: outDir });
      const url = await listen(server);
      await use({ url, network, gtag, sandbox, feedback });
      await Promise.all([network.close(), gtag.close(), sandbox.close(), feedback.close(), new Promise((resolve) => server.close(resolve))]);
    },
    // Two workers build a shell each; on a busy 2-core machine that can pass two minutes.
    { scope: 'worker', timeout: 300000 },
  ],
});

export { expect } from '@playwright/test';
