// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseSiteConfig, readSiteConfig, siteConfigFromEnv } from './siteConfig';

describe('site config', () => {
  it('reads the build-time variables', () => {
    const config = siteConfigFromEnv({
      DOCS_ORIGIN: 'https://docs.example.com/some/path',
      DOCS_AD_SCRIPT_URL: 'http://127.0.0.1:9000/ads.js',
      DOCS_AD_JSON_URL: 'javascript:alert(1)',
      DOCS_GA_MEASUREMENT_ID: 'G-TEST123',
      DOCS_GTAG_URL: 'http://127.0.0.1:9001/gtag/js',
    });
    expect(config).toEqual({
      origin: 'https://docs.example.com',
      ads: { scriptUrl: 'http://127.0.0.1:9000/ads.js', jsonUrl: null, fallbackLink: null },
      analytics: { measurementId: 'G-TEST123', gtagUrl: 'http://127.0.0.1:9001/gtag/js' },
    });
  });

  it('defaults to mui.com and nothing configured', () => {
    expect(siteConfigFromEnv({})).toMatchObject({ origin: 'https://mui.com', ads: { scriptUrl: null }, analytics: { measurementId: null } });
  });

  it('round-trips through a page and survives garbage', () => {
    const config = siteConfigFromEnv({ DOCS_AD_FALLBACK_LINK: 'https://backers.example/' });
    expect(parseSiteConfig(JSON.parse(JSON.stringify(config)))).toEqual(config);
    expect(parseSiteConfig({ origin: 'ftp://x', ads: 'yes', analytics: { measurementId: '<script>' } })).toEqual(siteConfigFromEnv({}));
    document.body.innerHTML = '<script id="site-config" type="application/json">{not json</script>';
    expect(readSiteConfig(document)).toEqual(siteConfigFromEnv({}));
  });
});
