import { describe, expect, it } from 'vitest';
import { permissionsPolicy, securityConfigFromEnv, securityHeaders, serializePolicy, sitePolicy, SecurityConfigError } from './policy';

const configured = {
  DOCS_ORIGIN: 'https://mui.com',
  DOCS_AD_SCRIPT_URL: 'https://ads.example/ads.js?zone=1',
  DOCS_AD_JSON_URL: 'https://json.example/ads.json',
  DOCS_GA_MEASUREMENT_ID: 'G-TEST123',
  DOCS_GTAG_URL: 'https://tags.example/gtag/js',
};

describe('security configuration', () => {
  it('allows only what the build is configured to load', () => {
    const policy = sitePolicy(securityConfigFromEnv(configured), ["'sha256-x='"]);
    expect(policy['script-src']).toEqual(["'self'", "'sha256-x='", 'https://ads.example', 'https://tags.example']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://json.example', 'https://ads.example', 'https://tags.example']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://json.example', 'https://ads.example', 'https://tags.example']);
  });

  it('allows no third party when nothing is configured', () => {
    const policy = sitePolicy(securityConfigFromEnv({}), []);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'", 'https://mui.com']);
  });

  it('lets the feedback widget post to its endpoint only, and refuses a malformed one', () => {
    const policy = sitePolicy(securityConfigFromEnv({ ...configured, DOCS_FEEDBACK_URL: 'https://feedback.example/prod/feedback' }), []);
    expect(policy['connect-src']).toEqual(["'self'", 'https://json.example', 'https://ads.example', 'https://tags.example', 'https://feedback.example']);
    expect(policy['script-src']).not.toContain('https://feedback.example');
    expect(() => securityConfigFromEnv({ DOCS_FEEDBACK_URL: 'javascript:alert(1)' })).toThrow(/DOCS_FEEDBACK_URL must be an http\(s\) URL/);
    expect(() => securityConfigFromEnv({ DOCS_FEEDBACK_URL: 'feedback.example' })).toThrow(/DOCS_FEEDBACK_URL is not a URL/);
  });

  it('lets forms post only to the sandbox services, public or configured', () => {
    expect(sitePolicy(securityConfigFromEnv({}), [])['form-action']).toEqual(["'self'", 'https://codesandbox.io', 'https://stackblitz.com']);
    const local = securityConfigFromEnv({ DOCS_CODESANDBOX_URL: 'http://127.0.0.1:9999/define', DOCS_STACKBLITZ_URL: 'http://127.0.0.1:9999/run' });
    expect(sitePolicy(local, [])['form-action']).toEqual(["'self'", 'http://127.0.0.1:9999']);
    expect(() => securityConfigFromEnv({ DOCS_CODESANDBOX_URL: 'not a url' })).toThrow('DOCS_CODESANDBOX_URL');
  });

  it("allows Google's collection hosts only when analytics uses Google's own gtag.js", () => {
    const google = securityConfigFromEnv({ DOCS_GA_MEASUREMENT_ID: 'G-TEST123' });
    expect(google.scriptOrigins).toEqual(['https://www.googletagmanager.com']);
    expect(google.connectOrigins).toContain('https://*.google-analytics.com');
    const off = securityConfigFromEnv({ DOCS_GTAG_URL: 'https://tags.example/gtag/js' });
    expect(off.scriptOrigins).toEqual([]);
  });

  it('frames the preview from its own origin when it has one', () => {
    const config = securityConfigFromEnv({ DOCS_ORIGIN: 'https://mui.com', DOCS_PREVIEW_ORIGIN: 'https://preview.mui.com/storybook/' });
    const policy = sitePolicy(config, []);
    expect(policy['frame-src']).toEqual(["'self'", 'https://preview.mui.com']);
    expect(permissionsPolicy(config)).toContain('clipboard-write=(self "https://preview.mui.com")');
  });

  it('never allows inline or eval scripts, plugins or foreign base URLs', () => {
    const text = serializePolicy(sitePolicy(securityConfigFromEnv(configured), []));
    expect(text).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(text).toContain("object-src 'none'");
    expect(text).toContain("base-uri 'self'");
  });

  it.each([
    ['DOCS_AD_SCRIPT_URL', 'ads.example/ads.js'],
    ['DOCS_AD_JSON_URL', 'javascript:alert(1)'],
    ['DOCS_GTAG_URL', 'http//broken'],
    ['DOCS_PREVIEW_ORIGIN', 'not a url'],
    ['DOCS_AD_EXTRA_ORIGINS', 'https://cdn.example/path'],
  ])('stops the build on a malformed %s, naming it', (name, value) => {
    expect(() => securityConfigFromEnv({ [name]: value })).toThrow(SecurityConfigError);
    expect(() => securityConfigFromEnv({ [name]: value })).toThrow(name);
  });

  it('takes extra ad origins separated by spaces or commas', () => {
    const config = securityConfigFromEnv({ DOCS_AD_EXTRA_ORIGINS: 'https://cdn.example, https://srv.example/' });
    expect(config.scriptOrigins).toEqual(['https://cdn.example', 'https://srv.example']);
  });
});

describe('security headers', () => {
  it('enforce the policy by default, with the other headers a reviewer expects', () => {
    const headers = securityHeaders(securityConfigFromEnv({}), []);
    expect(headers['Content-Security-Policy']).toMatch(/^default-src 'self'; script-src 'self';/);
    expect(headers['Content-Security-Policy-Report-Only']).toBeUndefined();
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('clipboard-write=(self)');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('report only, with an endpoint, when asked; framing stays enforced', () => {
    const config = securityConfigFromEnv({ DOCS_CSP_REPORT_ONLY: '1', DOCS_CSP_REPORT_URL: 'https://reports.example/csp' });
    const headers = securityHeaders(config, []);
    expect(headers['Content-Security-Policy-Report-Only']).toContain('report-uri https://reports.example/csp; report-to csp');
    expect(headers['Reporting-Endpoints']).toBe('csp="https://reports.example/csp"');
    expect(headers['Content-Security-Policy']).toBe("frame-ancestors 'self' https://mui.com");
  });

  it('reports to an http endpoint with report-uri alone (the Reporting API would swallow them)', () => {
    const headers = securityHeaders(securityConfigFromEnv({ DOCS_CSP_REPORT_ONLY: '1', DOCS_CSP_REPORT_URL: 'http://127.0.0.1:9000/csp' }), []);
    expect(headers['Content-Security-Policy-Report-Only']).toMatch(/; report-uri http:\/\/127\.0\.0\.1:9000\/csp$/);
    expect(headers['Reporting-Endpoints']).toBeUndefined();
  });

  it('refuses report-only without an endpoint', () => {
    expect(() => securityConfigFromEnv({ DOCS_CSP_REPORT_ONLY: '1' })).toThrow(/DOCS_CSP_REPORT_URL/);
  });
});
