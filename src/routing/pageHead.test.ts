// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { updatePageHead } from './pageHead';
import type { ShellPage } from './sitePages';

const page = (overrides: Partial<ShellPage>): ShellPage => ({
  route: '/x/api/tree-view/rich-tree-view/',
  kind: 'api',
  dataUrl: '/shell-data/x/api/tree-view/rich-tree-view.json',
  docsId: 'x-api-tree-view-rich-tree-view--docs',
  navTitle: 'RichTreeView',
  title: 'RichTreeView API',
  lead: 'Props and slots.',
  headings: [],
  breadcrumbs: ['Tree View', 'API reference'],
  previous: null,
  next: null,
  productId: 'x-tree-view',
  productCategoryId: 'x',
  siteName: 'MUI X',
  ...overrides,
});

describe('updatePageHead', () => {
  it('describes the new page and drops product tags of a page without product', () => {
    document.head.innerHTML = '<meta name="description" content="old"><link rel="canonical" href="https://mui.com/x/introduction/">';
    updatePageHead(document, page({}), 'https://mui.com');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://mui.com/x/api/tree-view/rich-tree-view/');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Props and slots.');
    expect(document.querySelector('meta[name="mui:productId"]')?.getAttribute('content')).toBe('x-tree-view');
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe('https://mui.com/x/api/tree-view/rich-tree-view/');

    updatePageHead(document, page({ route: '/x/introduction/', productId: null, productCategoryId: null }), 'https://mui.com');
    expect(document.querySelector('meta[name="mui:productId"]')).toBeNull();
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('uses a description of its own when the page has one (an API tab)', () => {
    updatePageHead(document, page({ description: 'Props of RichTreeView.' }), 'https://mui.com');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Props of RichTreeView.');
    expect(document.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe('Props of RichTreeView.');
  });

  it('keeps the search page out of search engines, and lets the next page in again', () => {
    document.head.innerHTML = '';
    updatePageHead(document, page({ route: '/x/search/', kind: 'search', noindex: true }), 'https://mui.com');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    updatePageHead(document, page({}), 'https://mui.com');
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });
});
