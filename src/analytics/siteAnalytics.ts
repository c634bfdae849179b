import type { AnalyticsConfig } from './config';
import { createConsentStore, type ConsentStore } from './consent';
import { installAnalytics, type Analytics } from './gtag';
import { installClickTracking } from './clickEvents';
import { startWebVitals } from './webVitals';
import { buildPageView, createPageViewTracker } from './pageView';

export interface ShownPage {
  title: string;
  /** Canonical URL on the production origin. */
  canonicalUrl: string;
  productId: string | null;
  productCategoryId: string | null;
}

export interface SiteAnalytics {
  analytics: Analytics;
  consent: ConsentStore;
  /** `page_view` for the page shown (first load and every in-shell navigation). */
  pageView(page: ShownPage): void;
}

/** The site's analytics, started once on the client: gtag, consent, clicks, web vitals, page views. */
export function startSiteAnalytics(config: AnalyticsConfig, { dev = false }: { dev?: boolean } = {}): SiteAnalytics {
  const consent = createConsentStore();
  const analytics = installAnalytics({ ...config, dev, consent: consent.get() });
  const send = (name: string, params: object) => analytics.event(name, { ...params });
  installClickTracking({ send });
  if (analytics.enabled) startWebVitals({ send });
  const pageViews = createPageViewTracker((params) => send('page_view', params));
  return {
    analytics,
    consent,
    pageView: (page) =>
      void pageViews.track(
        buildPageView(document, {
          title: page.title,
          canonicalUrl: page.canonicalUrl,
          product: { productId: page.productId, productCategoryId: page.productCategoryId },
        }),
      ),
  };
}
