import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { NavPage } from '../src/nav/types';
import { validateNav } from '../src/nav/validate';
import type { ShellPage } from '../src/routing/sitePages';
import { getEmotionCache } from '../src/theme/emotionCache';
import { ShellApp } from './app/ShellApp';
import { PAGES_DATA_URL } from './paths';
import { readSiteConfig } from '../src/config/siteConfig';
import { startSiteAnalytics } from '../src/analytics/siteAnalytics';
import { shouldRegister } from '../src/serviceWorker/policy';

function readInitialPage(): ShellPage | null {
  try {
    return JSON.parse(document.getElementById('shell-page')?.textContent ?? 'null') as ShellPage | null;
  } catch {
    return null;
  }
}

/** The nav tree the page was rendered with (data in the HTML, not code in the bundle), or null if unreadable. */
function readNav(): NavPage[] | null {
  try {
    const nav = JSON.parse(document.getElementById('shell-nav')?.textContent ?? 'null') as NavPage[] | null;
    if (!Array.isArray(nav)) return null;
    validateNav(nav);
    return nav;
  } catch {
    return null;
  }
}

const loadPages = async (): Promise<ShellPage[]> => {
  const response = await fetch(PAGES_DATA_URL);
  if (!response.ok) throw new Error(`Could not load ${PAGES_DATA_URL}: HTTP ${response.status}`);
  return (await response.json()) as ShellPage[];
};

/**
 * Makes the prerendered shell interactive. Clicks recorded before this point are replayed once the
 * app has mounted; from here on React replays clicks on parts it has not hydrated yet.
 */
export async function hydrateShell(earlyClick: { stop: () => void; replay: () => void; stopNavToggles: () => void }): Promise<void> {
  const nav = readNav();
  if (!nav) {
    // Without the tree the app cannot take over the markup: the prerendered page stays, its links load pages.
    console.error('The navigation data of this page is missing or malformed: the page stays static.');
    earlyClick.stop();
    return;
  }
  const initialPage = readInitialPage();
  // An API page's body is static: its prerendered markup is kept as it is instead of hydrated.
  const initialApiHtml = initialPage?.kind === 'api' ? (document.querySelector('.api-content')?.innerHTML ?? null) : null;
  earlyClick.stop();
  // From here React owns the groups; it starts from the state the reader left them in.
  earlyClick.stopNavToggles();
  const siteConfig = readSiteConfig(document);
  const siteAnalytics = startSiteAnalytics(siteConfig.analytics, { dev: import.meta.env.DEV });
  hydrateRoot(
    document.getElementById('root')!,
    <ShellApp
      nav={nav}
      initialPage={initialPage}
      initialApiHtml={initialApiHtml}
      loadPages={loadPages}
      onReady={() => {
        // For the bench: when the shell's controls started to respond.
        performance.mark?.('shell-interactive');
        earlyClick.replay();
      }}
      getEmotionCache={(direction) => getEmotionCache('docs', direction)}
      siteConfig={siteConfig}
      siteAnalytics={siteAnalytics}
    />,
  );
  // The service worker, on the production origin only (DOCS_ORIGIN), after the page has loaded.
  if ('serviceWorker' in navigator && shouldRegister(window.location.origin, siteConfig.origin, window.top === window)) {
    const start = () => void import('../src/serviceWorker/register').then(({ startServiceWorker }) => startServiceWorker());
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }
}
