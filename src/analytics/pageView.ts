import { safeHttpUrl } from '../ads/safeUrl';

/** Parameters of GA4's `page_view` event as the docs send it. */
export interface PageViewParams {
  page_title: string;
  /** Absolute canonical URL: production origin and canonical path, no query or hash. */
  page_location: string;
  productId: string | null;
  productCategoryId: string | null;
}

export interface PageProduct {
  productId: string | null;
  productCategoryId: string | null;
}

export interface PageViewOptions {
  /** Defaults to `document.title`. */
  title?: string;
  /** Defaults to `<link rel="canonical">`, else the current origin and path. */
  canonicalUrl?: string;
  /** Defaults to the `mui:productId` / `mui:productCategoryId` meta tags. */
  product?: PageProduct;
}

/** Content of `<meta name=...>`; missing, blank or the string `'null'` are `null`. */
export function readMeta(doc: Document, name: string): string | null {
  const content = doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim();
  return content && content !== 'null' ? content : null;
}

/** The page's canonical URL (`preferred`, else `<link rel="canonical">`, else the address) without query or hash. */
export function canonicalLocation(doc: Document, preferred?: string): string {
  const canonical = safeHttpUrl(preferred) ?? safeHttpUrl(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'));
  const url = new URL(canonical ?? doc.location?.href ?? 'about:blank');
  url.search = '';
  url.hash = '';
  return url.href;
}

const orNull = (value: unknown): string | null => (typeof value === 'string' && value && value !== 'null' ? value : null);

/** The `page_view` parameters of the page shown in `doc`, each value overridable. */
export function buildPageView(doc: Document = document, options: PageViewOptions = {}): PageViewParams {
  return {
    page_title: options.title ?? doc.title,
    page_location: canonicalLocation(doc, options.canonicalUrl),
    productId: options.product ? orNull(options.product.productId) : readMeta(doc, 'mui:productId'),
    productCategoryId: options.product ? orNull(options.product.productCategoryId) : readMeta(doc, 'mui:productCategoryId'),
  };
}

/**
 * Sends `page_view` for each page shown, skipping an immediate repeat of the same location
 * (a double effect, a hash change): `track()` returns whether it sent.
 */
export function createPageViewTracker(send: (params: PageViewParams) => void): { track(params: PageViewParams): boolean } {
  let last: string | null = null;
  return {
    track(params) {
      if (params.page_location === last) return false;
      last = params.page_location;
      send(params);
      return true;
    },
  };
}
