import { describe, expect, it } from 'vitest';
import { parseAdConfig } from './config';
import { safeHttpUrl } from './safeUrl';

describe('parseAdConfig', () => {
  it('keeps http(s) URLs from the environment', () => {
    expect(
      parseAdConfig({
        DOCS_AD_SCRIPT_URL: 'https://ads.example.com/serve.js?zone=1',
        DOCS_AD_JSON_URL: ' http://127.0.0.1:4000/ads.json ',
        DOCS_AD_FALLBACK_LINK: 'https://example.com/backers',
      }),
    ).toEqual({
      scriptUrl: 'https://ads.example.com/serve.js?zone=1',
      jsonUrl: 'http://127.0.0.1:4000/ads.json',
      fallbackLink: 'https://example.com/backers',
    });
  });

  it('turns unset, blank, relative and non-http values into null', () => {
    expect(parseAdConfig({})).toEqual({ scriptUrl: null, jsonUrl: null, fallbackLink: null });
    expect(
      parseAdConfig({ DOCS_AD_SCRIPT_URL: '  ', DOCS_AD_JSON_URL: '/ads.json', DOCS_AD_FALLBACK_LINK: 'javascript:alert(1)' }),
    ).toEqual({ scriptUrl: null, jsonUrl: null, fallbackLink: null });
  });
});

describe('safeHttpUrl', () => {
  it.each([
    ['javascript:alert(1)'],
    [' JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox'],
    ['//evil.example.com/x'],
    ['not a url'],
    [''],
  ])('rejects %j', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });

  it('rejects non-strings', () => {
    for (const value of [null, undefined, 42, {}, ['https://a.b']]) expect(safeHttpUrl(value)).toBeNull();
  });

  it('normalises accepted URLs', () => {
    expect(safeHttpUrl('HTTPS://Example.com/a b')).toBe('https://example.com/a%20b');
  });
});
