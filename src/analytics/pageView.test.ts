// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPageView, createPageViewTracker, readMeta } from './pageView';

function setHead(html: string) {
  document.head.innerHTML = html;
  document.title = 'Sorting - MUI X';
}

describe('buildPageView', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/x/react-data-grid/sorting/?q=1#multi');
  });

  it('reads the title, the canonical link and the product meta tags', () => {
    setHead(
      '<link rel="canonical" href="https://mui.com/x/react-data-grid/sorting/" />' +
        '<meta name="mui:productId" content="x-data-grid" /><meta name="mui:productCategoryId" content="x" />',
    );
    expect(buildPageView(document)).toEqual({
      page_title: 'Sorting - MUI X',
      page_location: 'https://mui.com/x/react-data-grid/sorting/',
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
  });

  it('falls back to the address without query or hash, and null products', () => {
    setHead('<meta name="mui:productId" content="null" /><meta name="mui:productCategoryId" content="  " />');
    expect(buildPageView(document)).toEqual({
      page_title: 'Sorting - MUI X',
      page_location: `${window.location.origin}/x/react-data-grid/sorting/`,
      productId: null,
      productCategoryId: null,
    });
  });

  it('takes what the shell knows after an in-shell navigation', () => {
    setHead('<link rel="canonical" href="https://mui.com/x/introduction/" /><meta name="mui:productId" content="x" />');
    expect(
      buildPageView(document, {
        title: 'Charts - MUI X',
        canonicalUrl: 'https://mui.com/x/react-charts/?tab=1#top',
        product: { productId: 'x-charts', productCategoryId: 'x' },
      }),
    ).toEqual({ page_title: 'Charts - MUI X', page_location: 'https://mui.com/x/react-charts/', productId: 'x-charts', productCategoryId: 'x' });
  });

  it('ignores a canonical link that is not http(s)', () => {
    setHead('<link rel="canonical" href="javascript:alert(1)" />');
    expect(buildPageView(document).page_location).toBe(`${window.location.origin}/x/react-data-grid/sorting/`);
  });

  it('reads missing meta tags as null', () => {
    setHead('');
    expect(readMeta(document, 'mui:productId')).toBeNull();
  });
});

describe('createPageViewTracker', () => {
  it('sends each page shown once, not an immediate repeat', () => {
    const send = vi.fn();
    const tracker = createPageViewTracker(send);
    const view = (path: string) => ({ page_title: path, page_location: `https://mui.com${path}`, productId: null, productCategoryId: null });
    expect(tracker.track(view('/a/'))).toBe(true);
    expect(tracker.track(view('/a/'))).toBe(false);
    tracker.track(view('/b/'));
    tracker.track(view('/a/'));
    expect(send.mock.calls.map(([params]) => params.page_location)).toEqual(['https://mui.com/a/', 'https://mui.com/b/', 'https://mui.com/a/']);
  });
});
