import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCS_SITE_URL, docsSiteOrigin, storybookPageUrl } from './workbenchLinks';

describe('storybookPageUrl', () => {
  it("opens Storybook's UI on the page's docs entry", () => {
    expect(storybookPageUrl('x-react-data-grid-sorting--docs')).toBe('/x/storybook/?path=/docs/x-react-data-grid-sorting--docs');
  });

  it('uses the preview origin when the preview lives on its own', () => {
    expect(storybookPageUrl('x-introduction-overview--docs', 'https://preview.example.com')).toBe(
      'https://preview.example.com/x/storybook/?path=/docs/x-introduction-overview--docs',
    );
  });

  it("opens Storybook's start page without a page (404)", () => {
    expect(storybookPageUrl(null)).toBe('/x/storybook/');
  });
});

describe('docsSiteOrigin', () => {
  it('is the configured origin first', () => {
    expect(docsSiteOrigin({ origin: 'http://localhost:6006', pathname: '/iframe.html' }, 'https://mui.com/x/')).toBe('https://mui.com');
  });

  it("is the page's own origin for the Storybook the site serves", () => {
    expect(docsSiteOrigin({ origin: 'https://docs.example.com', pathname: '/x/storybook/iframe.html' })).toBe('https://docs.example.com');
  });

  it('is the local docs server for the Storybook dev server, and for a malformed setting', () => {
    expect(docsSiteOrigin({ origin: 'http://localhost:6006', pathname: '/iframe.html' })).toBe(DEFAULT_DOCS_SITE_URL);
    expect(docsSiteOrigin({ origin: 'http://localhost:6006', pathname: '/iframe.html' }, 'not a url')).toBe(DEFAULT_DOCS_SITE_URL);
  });
});
