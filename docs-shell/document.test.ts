import { describe, expect, it } from 'vitest';
import { documentInlineScripts, renderDocument, serializeJson } from './document';
import { inlineScriptSources } from '../src/security/inlineScripts';
import type { ShellPage } from '../src/routing/sitePages';
import { siteConfigFromEnv } from '../src/config/siteConfig';

const page: ShellPage = {
  route: '/x/react-data-grid/sorting/',
  kind: 'docs',
  docsId: 'x-react-data-grid-sorting--docs',
  navTitle: 'Sorting',
  title: 'Data Grid - Sorting',
  lead: 'Sort rows by "any" column </script><script>alert(1)</script>',
  headings: [],
  breadcrumbs: ['Data Grid'],
  previous: null,
  next: null,
  productId: 'x-data-grid',
  productCategoryId: 'x',
  siteName: 'MUI X',
};
const siteConfig = siteConfigFromEnv({ DOCS_AD_SCRIPT_URL: 'http://127.0.0.1:9/ads.js?x=</script>' });
const nav = [{ pathname: '/x/introduction-group', title: 'Intro </script>', children: [{ pathname: '/x/introduction/' }] }];
const parts = { nav, siteConfig, appHtml: '<main></main>', styleTags: '', colorSchemeScript: '', scripts: ['/assets/client.js'], stylesheets: ['/assets/client.css'], prefetch: ['/assets/hydrate.js'] };

describe('renderDocument', () => {
  it('runs no inline script but the ones it declares (the security policy hashes those) and the colour-scheme one', () => {
    const colorSchemeScript = '<script>document.documentElement.dataset.x = "1";</script>';
    for (const shown of [page, null]) {
      const html = renderDocument({ page: shown, ...parts, colorSchemeScript });
      const { head, firstPaint } = documentInlineScripts(shown);
      expect(inlineScriptSources(html).sort()).toEqual([head, firstPaint, 'document.documentElement.dataset.x = "1";'].sort());
    }
  });

  it('hands the nav tree to the client as data, safe inside its script element', () => {
    const html = renderDocument({ page, ...parts });
    const island = /<script id="shell-nav" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(island).toBeDefined();
    expect(JSON.parse(island!)).toEqual(nav);
  });

  it('writes title, escaped description, canonical and assets', () => {
    const html = renderDocument({ page, ...parts });
    expect(html).toContain('<title>Data Grid - Sorting - MUI X</title>');
    expect(html).toContain('content="Sort rows by &quot;any&quot; column &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('<link rel="canonical" href="https://mui.com/x/react-data-grid/sorting/" />');
    expect(html).toContain('<script type="module" src="/assets/client.js"></script>');
    expect(html).toContain('<link rel="prefetch" href="/assets/hydrate.js"');
    expect(html).toContain('<meta name="mui:productId" content="x-data-grid" />');
    expect(html).toContain('<meta name="mui:productCategoryId" content="x" />');
    expect(html).toContain('<html lang="en" dir="ltr">');
  });

  it('omits the product meta tag when the page has no product', () => {
    const html = renderDocument({ page: { ...page, productId: null }, ...parts });
    expect(html).not.toContain('mui:productId');
    expect(html).toContain('<meta name="mui:productCategoryId" content="x" />');
  });

  it('embeds page data that no string can break out of', () => {
    const html = renderDocument({ page, ...parts });
    const data = html.slice(html.indexOf('<script id="shell-page"'), html.indexOf('</script>', html.indexOf('<script id="shell-page"')));
    expect(data).not.toContain('</script><script>');
    expect(JSON.parse(serializeJson(page))).toEqual(page);
  });

  it('renders the 404 document without a canonical URL and with noindex', () => {
    const html = renderDocument({ page: null, ...parts });
    expect(html).toContain('<title>Page not found - MUI X</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('location.replace');
  });

  it('carries the site configuration for the client, safely inside its script element', () => {
    const html = renderDocument({ page, ...parts });
    const json = /<script id="site-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual(JSON.parse(JSON.stringify(siteConfig)));
    expect(json).not.toContain('</script>');
  });

  it('links every document, the 404 page too, to the OpenSearch description', () => {
    for (const shown of [page, null]) {
      expect(renderDocument({ page: shown, ...parts })).toContain(
        '<link rel="search" type="application/opensearchdescription+xml" title="MUI X" href="/x/opensearch.xml" />',
      );
    }
  });

  it('keeps the search page out of search engines', () => {
    const html = renderDocument({ page: { ...page, route: '/x/search/', kind: 'search', noindex: true }, ...parts });
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(renderDocument({ page, ...parts })).not.toContain('name="robots"');
  });
});
