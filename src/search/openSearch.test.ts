// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildOpenSearchDescription, openSearchLinkHtml, openSearchTemplate } from './openSearch';

/** The text of an element (the generator writes one per line). */
const field = (xml: string, name: string) => xml.match(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`))?.[1] ?? null;

describe('buildOpenSearchDescription', () => {
  it('describes the engine: short name, description, encoding, the search page as the results template', () => {
    const xml = buildOpenSearchDescription({ origin: 'https://mui.com', icon: { path: '/favicon.svg', type: 'image/svg+xml' } });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">')).toBe(true);
    expect(field(xml, 'ShortName')).toBe('MUI X');
    expect(field(xml, 'Description')).toMatch(/MUI X documentation/);
    expect(field(xml, 'InputEncoding')).toBe('UTF-8');
    expect(xml).toContain('<Url type="text/html" method="get" template="https://mui.com/x/search/?q={searchTerms}"/>');
    expect(xml).toContain('<Image width="16" height="16" type="image/svg+xml">https://mui.com/favicon.svg</Image>');
    expect(xml).toContain('rel="self" template="https://mui.com/x/opensearch.xml"');
    expect(xml.trimEnd().endsWith('</OpenSearchDescription>')).toBe(true);
  });

  it('keeps the short name within the 16 characters the specification allows', () => {
    expect(field(buildOpenSearchDescription({ origin: null }), 'ShortName')!.length).toBeLessThanOrEqual(16);
  });

  it('uses root-relative URLs when the build has no origin, and leaves the image out when there is no icon', () => {
    const xml = buildOpenSearchDescription({ origin: null });
    expect(xml).toContain('template="/x/search/?q={searchTerms}"');
    expect(xml).not.toContain('<Image');
  });

  it('escapes what goes into attributes and text', () => {
    const xml = buildOpenSearchDescription({ origin: 'https://docs.example?a=1&b="2"', icon: { path: '/icon<1>.svg', type: 'image/svg+xml' } });
    expect(xml).toContain('template="https://docs.example?a=1&amp;b=&quot;2&quot;/x/search/?q={searchTerms}"');
    expect(xml).toContain('>https://docs.example?a=1&amp;b=&quot;2&quot;/icon&lt;1&gt;.svg</Image>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('parses as XML', () => {
    const xml = buildOpenSearchDescription({ origin: 'https://docs.example?a=1&b=2', icon: { path: '/favicon.svg', type: 'image/svg+xml' } });
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe('http://a9.com/-/spec/opensearch/1.1/');
    expect(doc.documentElement.getElementsByTagName('Url')[0].getAttribute('template')).toBe('https://docs.example?a=1&b=2/x/search/?q={searchTerms}');
  });
});

describe('openSearchTemplate', () => {
  it('is the search page with the terms in q', () => {
    expect(openSearchTemplate('https://mui.com')).toBe('https://mui.com/x/search/?q={searchTerms}');
    expect(openSearchTemplate(null)).toBe('/x/search/?q={searchTerms}');
  });
});

describe('openSearchLinkHtml', () => {
  it('is the link every page head carries', () => {
    expect(openSearchLinkHtml()).toBe('<link rel="search" type="application/opensearchdescription+xml" title="MUI X" href="/x/opensearch.xml" />');
  });
});
