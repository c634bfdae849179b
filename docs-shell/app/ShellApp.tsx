import * as React from 'react';
import { styled } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import Drawer from '@mui/material/Drawer';
import { ThemeProvider } from '@mui/material/styles';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import type { NavPage } from '../../src/nav/types';
import { navRouteOf, type ShellPage } from '../../src/routing/sitePages';
import { COMPONENTS_API_TAB, docsTabRoute } from '../../src/routing/docsTabs';
import type { HeadingPosition } from '../../src/bridge/protocol';
import { classifyLink, idFromHash } from '../../src/routing/links';
import { normalizeRoute } from '../../src/routing/routes';
import { collectPageRoutes } from '../../src/nav/validate';
import { layout } from '../../src/theme/brand';
import { shellThemeFor, vars } from './theme';
import { SettingsDrawer } from './SettingsDrawer';
import { useReaderPreferences } from '../../src/preferences/useReaderPreferences';
import { demoNameFromHash } from '../../src/preferences/codePreferences';
import type { Direction } from '../../src/preferences/globals';
import { parseSiteConfig, type SiteConfig } from '../../src/config/siteConfig';
import type { SiteAnalytics } from '../../src/analytics/siteAnalytics';
import { ConsentPrompt } from '../../src/analytics/ConsentPrompt';
import { UpdateNotice } from './UpdateNotice';
import { AdSlot } from '../../src/ads/AdSlot';
import { AD_EVENT_NAME, adEventParams, type AdAnalyticsEvent } from '../../src/ads/analyticsEvents';
import { updatePageHead } from '../../src/routing/pageHead';
import { ShellContext } from './ShellContext';
import { AppHeader } from './AppHeader';
import { storybookPageUrl } from '../../src/routing/workbenchLinks';
import { NavTree } from './NavTree';
import { ContentFrame } from './ContentFrame';
import { ApiContent } from './ApiContent';
import type { ApiContent as ApiContentData } from '../../src/apiDocs/pageText';
import { TableOfContents } from './TableOfContents';
import { PageFooter } from './PageFooter';
import { PageFeedback } from './PageFeedback';
import { installedVersions } from './installedVersions';
import { menuProductFor } from '../../src/routing/versions';
import { SectionFeedbackProvider } from '../../src/feedback/sectionFeedback';
import { PageTabs } from './PageTabs';
import { SEARCH_EVENT_NAME, type SearchEventParams } from '../../src/search/analyticsEvent';
import { NotFound } from './NotFound';
import { SearchPage } from './SearchPage';
import { VersionMenu } from './VersionMenu';
import { documentTitle } from './documentTitle';
import { createTranslate, defaultTranslations, type Translations } from '../../src/i18n/translate';
import { DEFAULT_LANGUAGE, localizePath } from '../../src/routing/languages';

const SCROLL_MARGIN = layout.headerHeight + 16;

const Layout = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: `minmax(0, 1fr) ${layout.tocWidth}px` },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: `${layout.navDrawerWidth}px minmax(0, 1fr) ${layout.tocWidth}px` },
  // The playground: no table of contents, the editor and its preview take the width.
  '&[data-wide]': {
    [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    [theme.breakpoints.up('lg')]: { gridTemplateColumns: `${layout.navDrawerWidth}px minmax(0, 1fr)` },
  },
}));

/** A side column that stays under the app bar and scrolls on its own. */
const stickyColumn = {
  display: 'block',
  position: 'sticky',
  top: layout.headerHeight,
  height: `calc(100vh - ${layout.headerHeight}px)`,
  overflowY: 'auto',
} as const;

const SideColumn = styled('div')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('lg')]: {
    ...stickyColumn,
    padding: theme.spacing(1, 1.5, 4),
    borderInlineEnd: `1px solid ${vars(theme).palette.divider}`,
  },
}));

const Main = styled('main')(({ theme }) => ({
  minWidth: 0,
  width: '100%',
  maxWidth: layout.contentMaxWidth,
  margin: '0 auto',
  padding: theme.spacing(4, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 4, 8) },
  [theme.breakpoints.up('lg')]: { padding: theme.spacing(5, 7.5, 8) },
  '[data-wide] > &': { maxWidth: 'none', [theme.breakpoints.up('lg')]: { padding: theme.spacing(5, 4, 8) } },
}));

// The editor (CodeMirror) and its runner are loaded on the playground only.
const Playground = React.lazy(() => import('../../src/demo/playground/Playground'));
const PlaygroundPlaceholder = styled('div')({ minHeight: 480 });

/** The prerendered page holds a placeholder; the editor loads once the page is hydrated. */
function ClientOnlyPlayground() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted ? (
    <React.Suspense fallback={<PlaygroundPlaceholder />}>
      <Playground />
    </React.Suspense>
  ) : (
    <PlaygroundPlaceholder />
  );
}

const TocColumn = styled('aside')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('md')]: { ...stickyColumn, padding: theme.spacing(5, 2, 4, 0) },
}));

const Breadcrumbs = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 1),
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars(theme).palette.primary.main,
}));

const Title = styled('h1')(({ theme }) => ({ ...theme.typography.h1, margin: theme.spacing(0, 0, 1.5) }));
const Lead = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 3),
  fontSize: '1.25rem',
  lineHeight: 1.5,
  color: vars(theme).palette.text.secondary,
}));

const SkipLink = styled('a')(({ theme }) => ({
  position: 'fixed',
  insetInlineStart: theme.spacing(2),
  top: -100,
  zIndex: theme.zIndex.tooltip,
  padding: theme.spacing(1, 2),
  borderRadius: 8,
  backgroundColor: vars(theme).palette.background.paper,
  color: vars(theme).palette.primary.main,
  '&:focus': { top: theme.spacing(1) },
}));

export interface ShellAppProps {
  nav: readonly NavPage[];
  /** The page to show; `null` renders the 404 page. */
  initialPage: ShellPage | null;
  /** All pages' data, for switching pages without a reload (client only). */
  loadPages?: () => Promise<ShellPage[]>;
  /** Called once the app has mounted in the browser. */
  onReady?: () => void;
  /** The reader's language (default English) and the site's messages. */
  userLanguage?: string;
  translations?: Translations;
  /** Emotion cache per direction; the prerenderer passes the one it extracts styles from. */
  getEmotionCache: (direction: Direction) => EmotionCache;
  /** The build's configuration (origin, ads, analytics). */
  siteConfig?: SiteConfig;
  /** Data of the first page when it is an API page (prerendered, then hydrated with the same data). */
  initialApiContent?: ApiContentData | null;
  /** The first page's API body as prerendered, when hydrating one: it is kept, not hydrated. */
  initialApiHtml?: string | null;
  /** Analytics, started on the client only. */
  siteAnalytics?: SiteAnalytics;
}

const notConfigured = parseSiteConfig(null);
const ignoreHeadings = () => {};
// The preview parked under an API page: out of sight, focus and the accessibility tree, but still
// as wide as the column, so its demos (charts measure their box) do not re-lay out at zero width.
const parkedFrameProps = {
  inert: true,
  'aria-hidden': true,
  style: { height: 0, overflow: 'hidden', visibility: 'hidden' },
} as const;

interface ShellLayoutProps extends Omit<ShellAppProps, 'getEmotionCache'> {
  /** The reader's direction, applied to the chrome's styles after hydration. */
  onDirection: (direction: Direction) => void;
}

function ShellLayout({
  nav,
  initialPage,
  loadPages,
  onReady,
  onDirection,
  userLanguage = DEFAULT_LANGUAGE,
  translations = defaultTranslations,
  siteConfig = notConfigured,
  siteAnalytics,
  initialApiContent = null,
  initialApiHtml = null,
}: ShellLayoutProps) {
  const [page, setPage] = React.useState(initialPage);
  const [navOpen, setNavOpen] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const { preferences, setPreferences } = useReaderPreferences();
  const [demoToOpen, setDemoToOpen] = React.useState<string | null>(() =>
    typeof window === 'undefined' ? null : demoNameFromHash(window.location.hash),
  );
  React.useEffect(() => onDirection(preferences.direction), [onDirection, preferences.direction]);
  const [positions, setPositions] = React.useState<HeadingPosition[]>([]);
  const [activeHeading, setActiveHeading] = React.useState<string | null>(null);
  // A heading's comment button was used (in the preview, or on an API page): the form opens for it.
  const [sectionRequest, setSectionRequest] = React.useState<{ id: string } | null>(null);
  const onSectionFeedback = React.useCallback((id: string) => setSectionRequest({ id }), []);
  const frame = React.useRef<{ element: HTMLIFrameElement | null }>(null);
  const apiContainer = React.useRef<HTMLDivElement>(null);
  const pageKind = React.useRef(page?.kind);
  pageKind.current = page?.kind;
  // The element the heading positions are measured from: the content frame, or the API content.
  const contentElement = React.useCallback(
    (): HTMLElement | null => (pageKind.current === 'api' ? apiContainer.current : (frame.current?.element ?? null)),
    [],
  );
  // The preview stays mounted (hidden) once booted, so returning to a docs page does not reload it.
  const [frameDocsId, setFrameDocsId] = React.useState(page?.kind === 'docs' ? page.docsId : null);
  React.useEffect(() => {
    if (page?.kind === 'docs') setFrameDocsId(page.docsId);
  }, [page]);
  // A deep link's section, known before the frame reports where its headings are.
  const pendingHeading = React.useRef<string | null>(
    typeof window === 'undefined' || demoNameFromHash(window.location.hash) ? null : idFromHash(window.location.hash),
  );

  // Nav pages and their possible API tabs: a tab that does not exist is then loaded as a document (404).
  const knownRoutes = React.useMemo(
    () => new Set(collectPageRoutes(nav).flatMap((route) => [route, docsTabRoute(route, COMPONENTS_API_TAB)])),
    [nav],
  );

  const pagesPromise = React.useRef<Promise<Map<string, ShellPage>> | null>(null);
  const getPage = React.useCallback(
    async (route: string) => {
      if (initialPage?.route === route) return initialPage;
      pagesPromise.current ??= (loadPages ? loadPages() : Promise.resolve([]))
        .then((all) => new Map(all.map((entry) => [entry.route, entry])))
        .catch(() => {
          pagesPromise.current = null;
          return new Map<string, ShellPage>();
        });
      return (await pagesPromise.current).get(route) ?? null;
    },
    [initialPage, loadPages],
  );

  const positionsRef = React.useRef(positions);
  positionsRef.current = positions;
  const scrollToHeading = React.useCallback((id: string) => {
    const position = positionsRef.current.find((heading) => heading.id === id);
    const element = contentElement();
    // API pages: any element with the id (a prop's row, a slot) is a target.
    const target = pageKind.current === 'api' && !position ? document.getElementById(id) : null;
    if (target) {
      window.scrollTo({ top: Math.max(0, target.getBoundingClientRect().top + window.scrollY - SCROLL_MARGIN) });
      return;
    }
    if (!position || !element) {
      pendingHeading.current = id;
      return;
    }
    const top = element.getBoundingClientRect().top + window.scrollY + position.top - SCROLL_MARGIN;
    window.scrollTo({ top: Math.max(0, top) });
    setActiveHeading(id);
  }, [contentElement]);

  // The route shown, known at once (state is read by handlers only after React commits), and a
  // ticket per navigation so that a slow page lookup never overrides a later one.
  const shownRoute = React.useRef(initialPage?.route ?? null);
  const navigation = React.useRef(0);
  const showPage = React.useCallback(
    (next: ShellPage, hash: string) => {
      shownRoute.current = next.route;
      setPage(next);
      setPositions([]);
      setSectionRequest(null);
      setNavOpen(false);
      document.title = documentTitle(next);
      updatePageHead(document, next, siteConfig.origin);
      const id = idFromHash(hash);
      pendingHeading.current = id;
      if (!id) window.scrollTo({ top: 0 });
    },
    [siteConfig.origin],
  );

  // A page_view for every page shown: the first one, and each in-shell navigation.
  React.useEffect(() => {
    if (!page || !siteAnalytics) return;
    siteAnalytics.pageView({
      title: documentTitle(page),
      canonicalUrl: siteConfig.origin + page.route,
      productId: page.productId,
      productCategoryId: page.productCategoryId,
    });
  }, [page, siteAnalytics, siteConfig.origin]);
  const onAdEvent = React.useCallback(
    (event: AdAnalyticsEvent) => siteAnalytics?.analytics.event(AD_EVENT_NAME, adEventParams(event)),
    [siteAnalytics],
  );
  const onSearchEvent = React.useCallback(
    (params: SearchEventParams) => siteAnalytics?.analytics.event(SEARCH_EVENT_NAME, { ...params }),
    [siteAnalytics],
  );
  // The page brings one of its parts (a demo whose code a link opened) to the top, below the header.
  const onFrameScrollRequest = React.useCallback(
    (top: number) => {
      const element = contentElement();
      if (element) window.scrollTo({ top: Math.max(0, element.getBoundingClientRect().top + window.scrollY + top - SCROLL_MARGIN) });
    },
    [contentElement],
  );
  const onFrameAnalytics = React.useCallback(
    (category: string, params: { eventAction?: string; eventLabel?: string }) => siteAnalytics?.analytics.event(category, { ...params }),
    [siteAnalytics],
  );

  const go = React.useCallback(
    async (href: string) => {
      const link = classifyLink(href, new URL(window.location.href), knownRoutes);
      if (link.kind === 'hash') {
        window.history.pushState(null, '', link.hash);
        const demo = demoNameFromHash(link.hash);
        const id = idFromHash(link.hash);
        if (demo) setDemoToOpen(demo);
        else if (id) scrollToHeading(id);
        return;
      }
      if (link.kind === 'route') {
        const ticket = ++navigation.current;
        const next = await getPage(link.route);
        if (ticket !== navigation.current) return;
        if (next) {
          window.history.pushState(null, '', `${localizePath(link.route, userLanguage)}${link.hash}`);
          showPage(next, link.hash);
          return;
        }
      }
      window.location.assign(href);
    },
    [getPage, knownRoutes, scrollToHeading, showPage, userLanguage],
  );

  // Back and forward between pages and anchors.
  React.useEffect(() => {
    const onPopState = async () => {
      const route = normalizeRoute(window.location.pathname);
      const ticket = ++navigation.current;
      if (route === shownRoute.current) {
        const id = idFromHash(window.location.hash);
        if (id) scrollToHeading(id);
        else window.scrollTo({ top: 0 });
        return;
      }
      const next = await getPage(route);
      if (ticket !== navigation.current) return;
      if (next) showPage(next, window.location.hash);
      else window.location.reload();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [getPage, scrollToHeading, showPage]);

  // A deep link to a section scrolls once the preview has reported where the heading is, and again
  // while demos above it settle, until the reader scrolls on their own.
  React.useEffect(() => {
    const cancel = () => (pendingHeading.current = null);
    window.addEventListener('wheel', cancel, { passive: true });
    window.addEventListener('touchmove', cancel, { passive: true });
    window.addEventListener('keydown', cancel);
    return () => {
      window.removeEventListener('wheel', cancel);
      window.removeEventListener('touchmove', cancel);
      window.removeEventListener('keydown', cancel);
    };
  }, []);

  const onHeadings = React.useCallback((headings: HeadingPosition[]) => {
    positionsRef.current = headings;
    setPositions(headings);
  }, []);

  // The page above the frame can still change height after that scroll (the web font replacing
  // its fallback re-wraps the lead): a pending section is scrolled to again.
  React.useEffect(() => {
    const main = document.getElementById('main-content');
    if (!main) return undefined;
    const observer = new ResizeObserver(() => {
      const id = pendingHeading.current;
      if (id) scrollToHeading(id);
    });
    observer.observe(main);
    return () => observer.disconnect();
  }, [scrollToHeading]);

  // After the new positions (and the frame's new height, committed in the same render) are in the
  // DOM: scroll to a pending section. It stays pending while demos above it settle.
  React.useLayoutEffect(() => {
    const id = pendingHeading.current;
    if (id && positions.some((heading) => heading.id === id)) {
      scrollToHeading(id);
      pendingHeading.current = id;
    }
  }, [positions, scrollToHeading]);

  // The section being read, for the table of contents.
  React.useEffect(() => {
    const onScroll = () => {
      const element = contentElement();
      if (!element || positions.length === 0) return;
      const frameTop = element.getBoundingClientRect().top;
      let current: string | null = null;
      for (const heading of positions) {
        if (frameTop + heading.top - SCROLL_MARGIN - 8 <= 0) current = heading.id;
      }
      setActiveHeading(current);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [positions, contentElement]);

  // API content is in this document: its heading positions are measured here once it is shown.
  const onApiShown = React.useCallback(() => {
    const container = apiContainer.current;
    if (!container || !page) return;
    const top = container.getBoundingClientRect().top;
    onHeadings(
      page.headings.flatMap((heading) => {
        const element = document.getElementById(heading.id);
        return element ? [{ ...heading, top: element.getBoundingClientRect().top - top }] : [];
      }),
    );
    const id = pendingHeading.current;
    if (id && document.getElementById(id)) scrollToHeading(id);
  }, [onHeadings, page, scrollToHeading]);

  const onTocClick = React.useCallback(
    (event: React.MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      const hash = event.currentTarget.getAttribute('href') ?? '';
      window.history.pushState(null, '', hash);
      const id = idFromHash(hash);
      if (id) scrollToHeading(id);
    },
    [scrollToHeading],
  );

  // Missing messages are reported in development builds only.
  const t = React.useMemo(() => createTranslate(userLanguage, translations, { warn: import.meta.env.DEV }), [userLanguage, translations]);
  const context = React.useMemo(() => ({ go, nav, userLanguage, t }), [go, nav, userLanguage, t]);
  // Headings offer a comment button when answers have somewhere to go.
  const sectionFeedback = React.useMemo(() => (siteConfig.feedbackUrl ? { label: t('feedback.commentOnSection') } : null), [siteConfig.feedbackUrl, t]);
  const headingText = React.useCallback(
    (id: string) => page?.headings.find((heading) => heading.id === id)?.text ?? positionsRef.current.find((heading) => heading.id === id)?.text ?? null,
    [page],
  );

  const readyCallback = React.useRef(onReady);
  React.useEffect(() => {
    readyCallback.current?.();
  }, []);

  return (
    <ShellContext.Provider value={context}>
      <SkipLink href="#main-content">{t('shell.skipToContent')}</SkipLink>
      <AppHeader
        navOpen={navOpen}
        onOpenNav={() => setNavOpen(true)}
        settingsOpen={settingsOpen}
        onOpenSettings={() => setSettingsOpen(true)}
        storybookHref={storybookPageUrl(page?.docsId ?? null, siteConfig.previewOrigin)}
        searchIndexUrl={siteConfig.searchIndexUrl}
        onSearchEvent={onSearchEvent}
      />
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} preferences={preferences} onChange={setPreferences} />
      <Drawer
        open={navOpen}
        onClose={() => setNavOpen(false)}
        slotProps={{ paper: { id: 'mobile-navigation', sx: { width: { xs: 300, sm: 320 } } } }}
      >
        <VersionMenu productId={page?.productId ?? null} currentPath={page?.route ?? '/x/introduction/'} />
        <nav aria-label={t('shell.documentationPages')}>
          <NavTree activeRoute={page ? navRouteOf(page) : null} />
        </nav>
      </Drawer>
      <Layout data-wide={page?.kind === 'playground' ? '' : undefined}>
        <SideColumn>
          <VersionMenu productId={page?.productId ?? null} currentPath={page?.route ?? '/x/introduction/'} />
          <nav aria-label={t('shell.documentationNav')}>
            <NavTree activeRoute={page ? navRouteOf(page) : null} />
          </nav>
        </SideColumn>
        <Main id="main-content" tabIndex={-1}>
          {page?.kind === 'playground' ? (
            <>
              <Title>{page.title}</Title>
              <Lead>{page.lead}</Lead>
              <ClientOnlyPlayground />
            </>
          ) : page?.kind === 'search' ? (
            <SearchPage title={page.title} lead={page.lead} indexUrl={siteConfig.searchIndexUrl} />
          ) : page ? (
            <article>
              <Breadcrumbs>{page.breadcrumbs.join(' / ')}</Breadcrumbs>
              <Title>{page.title}</Title>
              <Lead>{page.lead}</Lead>
              {page.tabs ? <PageTabs pageRoute={page.tabs.pageRoute} active={page.tabs.active} /> : null}
              <AdSlot key={page.route} config={siteConfig.ads} onAnalyticsEvent={onAdEvent} />
              {page.kind === 'api' && page.dataUrl ? (
                <div ref={apiContainer}>
                  {/* API pages' headings are the shell's: they offer a comment button when feedback is on. */}
                  <SectionFeedbackProvider value={sectionFeedback}>
                    <ApiContent
                      key={page.route}
                      initial={initialApiContent?.data.route === page.route ? initialApiContent : null}
                      prerenderedHtml={initialPage?.route === page.route ? initialApiHtml : null}
                      dataUrl={page.dataUrl}
                      onShown={onApiShown}
                      onSectionFeedback={onSectionFeedback}
                    />
                  </SectionFeedbackProvider>
                </div>
              ) : null}
              {frameDocsId ? (
                <div {...(page.kind === 'docs' ? {} : parkedFrameProps)}>
                  <ContentFrame
                    ref={frame}
                    docsId={frameDocsId}
                    title={page.title}
                    globals={preferences}
                    onLink={go}
                    onHeadings={page.kind === 'docs' ? onHeadings : ignoreHeadings}
                    onPreferences={setPreferences}
                    demoToOpen={demoToOpen}
                    onAnalytics={onFrameAnalytics}
                    onScrollRequest={onFrameScrollRequest}
                    previewOrigin={siteConfig.previewOrigin}
                    onSectionFeedback={onSectionFeedback}
                  />
                </div>
              ) : null}
              {siteConfig.feedbackUrl ? (
                <PageFeedback
                  // Its own key: the ad slot beside it is keyed by the route too.
                  key={`feedback:${page.route}`}
                  url={siteConfig.feedbackUrl}
                  page={page.route}
                  pageUrl={siteConfig.origin + page.route}
                  product={page.productId}
                  version={installedVersions[menuProductFor(page.productId)]}
                  headingText={headingText}
                  sectionRequest={sectionRequest}
                />
              ) : null}
              <PageFooter previous={page.previous} next={page.next} />
            </article>
          ) : (
            <NotFound />
          )}
        </Main>
        {page?.kind === 'playground' ? null : (
          <TocColumn aria-label={t('shell.onThisPage')}>
            {page ? <TableOfContents headings={page.headings} activeId={activeHeading} onNavigate={onTocClick} /> : null}
          </TocColumn>
        )}
      </Layout>
      {/* Nothing to agree to when no analytics service is configured. */}
      {siteAnalytics && siteConfig.analytics.measurementId ? (
        <ConsentPrompt store={siteAnalytics.consent} analytics={siteAnalytics.analytics} />
      ) : null}
      <UpdateNotice message={t('shell.updateAvailable')} reloadLabel={t('shell.updateReload')} />
    </ShellContext.Provider>
  );
}

/** The reader shell: docs brand theme with both colour schemes as CSS variables, and the layout. */
export function ShellApp({ getEmotionCache, ...props }: ShellAppProps) {
  // Hydration uses the prerendered (LTR) styles; a reader's RTL choice is applied right after.
  const [direction, setDirection] = React.useState<Direction>('ltr');
  return (
    <CacheProvider value={getEmotionCache(direction)}>
      <ThemeProvider
        theme={shellThemeFor(direction)}
        defaultMode="system"
        modeStorageKey="mui-mode"
        colorSchemeStorageKey="mui-color-scheme"
        disableTransitionOnChange
      >
        <CssBaseline />
        <ShellLayout {...props} onDirection={setDirection} />
      </ThemeProvider>
    </CacheProvider>
  );
}
