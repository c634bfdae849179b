// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseSiteConfig, readSiteConfig, siteConfigFromEnv } from './siteConfig';

describe('site config', () => {
  it('reads the build-time variables', () => {
    const config = siteConfigFromEnv({
      DOCS_ORIGIN: 'https://docs.example.com/some/path',
      DOCS_PREVIEW_ORIGIN: 'https://preview.example.com/storybook/',
      DOCS_AD_SCRIPT_URL: 'http://127.0.0.1:9000/ads.js',
      DOCS_AD_JSON_URL: 'javascript:alert(1)',
      DOCS_GA_MEASUREMENT_ID: 'G-TEST123',
      DOCS_GTAG_URL: 'http://127.0.0.1:9001/gtag/js',
    });
    expect(config).toEqual({
      origin: 'https://docs.example.com',
      previewOrigin: 'https://preview.example.com',
      ads: { scriptUrl: 'http://127.0.0.1:9000/ads.js', jsonUrl: null, fallbackLink: null },
      analytics: { measurementId: 'G-TEST123', gtagUrl: 'http://127.0.0.1:9001/gtag/js' },
      feedbackUrl: null,
    });
  });

  it('reads the feedback endpoint as an http(s) URL, or none', () => {
    expect(siteConfigFromEnv({ DOCS_FEEDBACK_URL: ' https://feedback.example/prod/feedback ' }).feedbackUrl).toBe('https://feedback.example/prod/feedback');
    expect(siteConfigFromEnv({ DOCS_FEEDBACK_URL: 'javascript:alert(1)' }).feedbackUrl).toBeNull();
    expect(siteConfigFromEnv({}).feedbackUrl).toBeNull();
    const config = siteConfigFromEnv({ DOCS_FEEDBACK_URL: 'http://127.0.0.1:9002/feedback' });
    expect(parseSiteConfig(JSON.parse(JSON.stringify(config))).feedbackUrl).toBe('http://127.0.0.1:9002/feedback');
    expect(parseSiteConfig({ feedbackUrl: 'data:text/html,x' }).feedbackUrl).toBeNull();
    expect(parseSiteConfig({ feedbackUrl: 42 }).feedbackUrl).toBeNull();
  });

  it('defaults to mui.com and nothing configured', () => {
    expect(siteConfigFromEnv({})).toMatchObject({ origin: 'https://mui.com', previewOrigin: null, ads: { scriptUrl: null }, analytics: { measurementId: null } });
    expect(siteConfigFromEnv({ DOCS_PREVIEW_ORIGIN: 'javascript:alert(1)' }).previewOrigin).toBeNull();
  });

  it('round-trips through a page and survives garbage', () => {
    const config = siteConfigFromEnv({ DOCS_AD_FALLBACK_LINK: 'https://backers.example/', DOCS_PREVIEW_ORIGIN: 'http://localhost:4392' });
    expect(parseSiteConfig(JSON.parse(JSON.stringify(config)))).toEqual(config);
    expect(parseSiteConfig({ origin: 'ftp://x', ads: 'yes', analytics: { measurementId: '<script>' } })).toEqual(siteConfigFromEnv({}));
    document.body.innerHTML = '<script id="site-config" type="application/json">{not json</script>';
    expect(readSiteConfig(document)).toEqual(siteConfigFromEnv({}));
  });
});
