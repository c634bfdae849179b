import type { Channel } from 'storybook/internal/channels';
import { createMessage, parseShellMessage, type HeadingPosition, type PreviewMessage } from './protocol';
import { sanitizeGlobals, type DocsGlobals } from '../preferences/globals';
import { buildRouteTable, type RouteEntry, type StoryIndex } from '../routing/routes';
import { isPlainLeftClick } from '../routing/links';
import { requestOpenDemo } from '../demo/openDemoRequests';
import { mountAllDemos, leaveCurrentPage, setVisibleBand } from '../demo/lazyMount';
import { trackStoryRenders } from './storyRenders';
import { isCrossOriginShell, rememberShellGlobals, rememberedShellGlobals, shellOrigin } from './shellOrigin';
import { installClickTracking } from '../analytics/clickEvents';
import { setHostScroll } from './reveal';
import { sectionOfClick } from '../feedback/sections';
import { loadReaderPreferences } from '../preferences/readerPreferences';
import { documentCookies } from '../preferences/codePreferences';
import { browserStorage } from '../preferences/storage';
import { hostedGlobals } from '../preferences/hostedGlobals';
import { forwardSearchShortcut } from '../search/shortcut';

/** The longest a page switch waits for demos that are mid-render. */
const SETTLE_BEFORE_LEAVING_MS = 1500;

interface PreviewWithDocsRender {
  currentRender?: { teardownRender?: (options: { viewModeChanged: boolean }) => unknown };
}

/**
 * Storybook re-renders one docs page over the previous one in the same React root, in a
 * deferred update: the old page's data grids see their box leave the document before their
 * effects are cleaned up, and warn about an empty height. Unmounting the old page first, at
 * once, lets every demo clean up while it is still attached. Internal API, so only when present.
 */
export function unmountCurrentDocs(preview: PreviewWithDocsRender | undefined = (window as { __STORYBOOK_PREVIEW__?: PreviewWithDocsRender }).__STORYBOOK_PREVIEW__): void {
  const render = preview?.currentRender;
  if (typeof render?.teardownRender !== 'function') return;
  try {
    void Promise.resolve(render.teardownRender({ viewModeChanged: true })).catch(() => {});
  } catch {
    // Storybook renders the next page over this one, as it would without us.
  }
}

/** Headings of the rendered page with their offsets from the top of the document. */
export function collectHeadings(root: ParentNode): HeadingPosition[] {
  const headings: HeadingPosition[] = [];
  root.querySelectorAll<HTMLHeadingElement>('h2[id], h3[id]').forEach((element) => {
    if (element.closest('.docs-demo-canvas')) return; // headings inside demos are not page sections
    headings.push({
      id: element.id,
      text: (element.textContent ?? '').replace(/#$/, '').trim(),
      level: element.tagName === 'H2' ? 2 : 3,
      top: Math.round(element.getBoundingClientRect().top + window.scrollY),
    });
  });
  return headings;
}

/**
 * Globals a hosted preview starts with: the reader's stored preferences and the shell page's
 * source-link hash, read the same way the shell reads them (same origin), so the first render
 * already has the reader's mode, direction and code variant.
 */
export function readerGlobalsForHostedPreview(): DocsGlobals {
  // On its own origin the preview has only what the shell sent it last time.
  if (isCrossOriginShell()) return rememberedShellGlobals(browserStorage);
  let hash = '';
  try {
    hash = window.parent.location.hash;
  } catch {
    // A parent on another origin: no hash.
  }
  return loadReaderPreferences({ storage: browserStorage, hash, cookieHeader: documentCookies(document) });
}

/** The globals the preview holds now, from the last payload Storybook's channel carried. */
export function currentGlobals(channel: Channel): DocsGlobals {
  type Payload = [{ globals?: unknown }] | undefined;
  const latest = (channel.last('globalsUpdated') as Payload) ?? (channel.last('setGlobals') as Payload);
  return sanitizeGlobals(latest?.[0]?.globals);
}

/** Height the frame needs: the docs content, or an open overlay (menu, popover) that reaches lower. */
export function measureContentHeight(doc: Document): number {
  const content = doc.getElementById('storybook-docs') ?? doc.body;
  let bottom = content.getBoundingClientRect().bottom + doc.defaultView!.scrollY;
  doc.querySelectorAll<HTMLElement>('.MuiPopover-paper, .MuiPopper-root, .MuiDialog-paper').forEach((overlay) => {
    bottom = Math.max(bottom, overlay.getBoundingClientRect().bottom + doc.defaultView!.scrollY + 16);
  });
  return Math.ceil(bottom);
}

function sameOriginRoute(anchor: HTMLAnchorElement): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.endsWith('iframe.html')) return null;
  return `${url.pathname}${url.hash}`;
}

/**
 * Preview side of the shell bridge. Posts height, headings, rendered docs ids, errors and clicks
 * on internal links to the shell; applies the shell's globals and navigation requests through
 * Storybook's own channel, so a page switch re-renders docs in place instead of rebooting.
 */
export function installShellBridge(channel: Channel, target: Window = window.parent): () => void {
  let currentDocsId: string | null = null;
  // The entry last asked for: a quick A → B → A must not be dropped while B is still rendering.
  let requestedDocsId: string | null = null;
  let lastHeight = -1;
  let lastHeadings = '';
  let frame = 0;
  const storyRenders = trackStoryRenders(channel);
  // The shell may be on another origin (DOCS_PREVIEW_ORIGIN): messages go to it and come from it only.
  const shell = shellOrigin();
  const crossOrigin = isCrossOriginShell();
  const post = (message: PreviewMessage) => target.postMessage(createMessage(message), shell);

  // Height and heading offsets change together while demos lay out (grids, fonts, code blocks):
  // report both whenever the layout changes, and only what changed.
  const report = () => {
    frame = 0;
    const height = measureContentHeight(document);
    if (height !== lastHeight) {
      lastHeight = height;
      post({ type: 'height', height });
    }
    if (currentDocsId) {
      const headings = collectHeadings(document);
      const serialized = JSON.stringify(headings);
      if (serialized !== lastHeadings) {
        lastHeadings = serialized;
        post({ type: 'headings', docsId: currentDocsId, headings });
      }
    }
  };
  const scheduleReport = () => {
    if (!frame) frame = requestAnimationFrame(report);
  };

  const resizeObserver = new ResizeObserver(scheduleReport);
  const overlayObserver = new MutationObserver(scheduleReport);
  const observeContent = () => {
    const docsRoot = document.getElementById('storybook-docs');
    if (docsRoot) resizeObserver.observe(docsRoot);
    overlayObserver.observe(document.body, { childList: true });
  };

  const onDocsRendered = (docsId: string) => {
    currentDocsId = docsId;
    lastHeadings = '';
    observeContent();
    post({ type: 'rendered', docsId });
    scheduleReport();
    document.fonts?.ready.then(scheduleReport);
  };
  const onError = (error: unknown) => {
    const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'The page failed to render.';
    post({ type: 'error', docsId: currentDocsId, message });
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== target || event.origin !== shell) return;
    const message = parseShellMessage(event.data);
    if (!message) return;
    if (message.type === 'viewport') {
      // Modal overlays (dialogs, drawers) centre in this band instead of the whole tall frame.
      document.documentElement.style.setProperty('--shell-viewport-top', `${message.top}px`);
      document.documentElement.style.setProperty('--shell-viewport-height', `${message.height}px`);
      setVisibleBand({ top: message.top, height: message.height });
    } else if (message.type === 'openDemo') {
      requestOpenDemo(message.name);
    } else if (message.type === 'mountAllDemos') {
      mountAllDemos();
    } else if (message.type === 'navigate') {
      if (message.docsId !== (requestedDocsId ?? currentDocsId)) {
        const docsId = message.docsId;
        requestedDocsId = docsId;
        leaveCurrentPage();
        // Demos that are still rendering finish first (at most a moment): torn down mid-render,
        // Storybook would reload the whole preview.
        void storyRenders.settled(SETTLE_BEFORE_LEAVING_MS).then(() => {
          if (requestedDocsId !== docsId) return;
          unmountCurrentDocs();
          channel.emit('setCurrentStory', { storyId: docsId, viewMode: 'docs' });
        });
      }
    } else {
      hostedGlobals.update(message.globals, 'shell');
      if (crossOrigin) rememberShellGlobals(browserStorage, { ...rememberedShellGlobals(browserStorage), ...message.globals });
    }
  };

  const onClick = (event: MouseEvent) => {
    // A heading's comment button: the feedback form is the shell's.
    const section = sectionOfClick(event.target);
    if (section) {
      post({ type: 'sectionFeedback', id: section });
      return;
    }
    if (!isPlainLeftClick(event)) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor) return;
    const rawHref = anchor.getAttribute('href') ?? '';
    // In-page anchors and docs routes are the shell's to follow; the frame itself never scrolls.
    const href = rawHref.startsWith('#') ? rawHref : sameOriginRoute(anchor);
    if (!href) return;
    event.preventDefault();
    post({ type: 'link', href });
  };

  // Preferences changed inside the page (a demo toolbar) go to the shell, which keeps them.
  const stopPreferences = hostedGlobals.subscribe((globals, origin) => {
    if (origin === 'page') post({ type: 'preferences', globals });
  });

  setHostScroll((top) => post({ type: 'scrollTo', top }));
  // Analytics-tagged clicks (demo toolbars) are sent by the shell, which holds the analytics.
  const stopClickTracking = installClickTracking({ send: (category, params) => post({ type: 'analytics', category, params }) });

  // The search dialog is the shell's: its shortcut pressed in the page opens it there.
  const stopSearchShortcut = forwardSearchShortcut(window, () => post({ type: 'openSearch' }));

  channel.on('docsRendered', onDocsRendered);
  channel.on('storyErrored', onError);
  channel.on('storyThrewException', onError);
  channel.on('storyMissing', () => onError('This page does not exist in the documentation build.'));
  window.addEventListener('message', onMessage);
  document.addEventListener('click', onClick);
  window.addEventListener('resize', scheduleReport);

  return () => {
    storyRenders.stop();
    stopSearchShortcut();
    stopClickTracking();
    setHostScroll(null);
    channel.off('docsRendered', onDocsRendered);
    stopPreferences();
    channel.off('storyErrored', onError);
    channel.off('storyThrewException', onError);
    window.removeEventListener('message', onMessage);
    document.removeEventListener('click', onClick);
    window.removeEventListener('resize', scheduleReport);
    resizeObserver.disconnect();
    overlayObserver.disconnect();
  };
}

/**
 * The route table of the Storybook this preview belongs to (its `index.json`), loaded once for the
 * link routing and the docs-site link; an unreadable index gives an empty table.
 */
const routeTables = new Map<string, Promise<RouteEntry[]>>();
export function loadPreviewRouteTable(indexUrl = './index.json'): Promise<RouteEntry[]> {
  let table = routeTables.get(indexUrl);
  if (!table) {
    table = fetch(indexUrl)
      .then((response) => response.json() as Promise<StoryIndex>)
      .then(buildRouteTable)
      .catch(() => []);
    routeTables.set(indexUrl, table);
  }
  return table;
}

/**
 * Outside the shell (Storybook's UI, a bare preview), links to docs routes open the matching docs
 * entry of this Storybook instead of a URL that only exists on the published site.
 */
export function installStorybookLinkRouting(channel: Channel, indexUrl = './index.json'): () => void {
  const loadRoutes = () => loadPreviewRouteTable(indexUrl).then((table) => new Map(table.map((entry) => [entry.route, entry.docsId])));

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href^="/"]') as HTMLAnchorElement | null;
    if (!anchor) return;
    const url = new URL(anchor.href);
    event.preventDefault();
    loadRoutes().then((map) => {
      const docsId = map.get(url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`);
      if (!docsId) return;
      if (window.parent !== window) channel.emit('selectStory', { storyId: docsId, viewMode: 'docs' });
      else window.location.search = `?viewMode=docs&id=${docsId}`;
    });
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
