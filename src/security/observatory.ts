/**
 * The rules of Mozilla's HTTP Observatory that a page's response headers alone decide, with the
 * score modifier of each outcome (the Observatory's published scoring table). The rules it also
 * scores that need the live host or the page body are listed in `OFFLINE_UNCHECKED`.
 */
export interface RuleResult {
  rule: string;
  outcome: string;
  modifier: number;
  pass: boolean;
}

export const OFFLINE_UNCHECKED = ['redirection (HTTP to HTTPS: decided by the host)', 'subresource-integrity (the scripts of the page body)'];

type Headers = Record<string, string | undefined>;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

function contentSecurityPolicy(headers: Headers): RuleResult {
  const policy = headers['content-security-policy'];
  if (!policy) return { rule: 'content-security-policy', outcome: 'not implemented', modifier: -25, pass: false };
  const parsed = directives(policy);
  const scripts = parsed.get('script-src') ?? parsed.get('default-src') ?? [];
  const styles = parsed.get('style-src') ?? parsed.get('default-src') ?? [];
  if (scripts.includes("'unsafe-inline'")) return { rule: 'content-security-policy', outcome: "'unsafe-inline' in script-src", modifier: -20, pass: false };
  if (scripts.includes("'unsafe-eval'")) return { rule: 'content-security-policy', outcome: "'unsafe-eval' in script-src", modifier: -10, pass: false };
  if ([...parsed.values()].flat().some((source) => /^http:/i.test(source))) return { rule: 'content-security-policy', outcome: 'allows loading over http', modifier: -20, pass: false };
  if (!parsed.has('default-src') || !parsed.has('object-src') && !(parsed.get('default-src') ?? []).includes("'none'")) {
    return { rule: 'content-security-policy', outcome: 'implemented without default-src or object-src', modifier: -5, pass: false };
  }
  const noneDefault = (parsed.get('default-src') ?? []).includes("'none'");
  if (styles.includes("'unsafe-inline'")) return { rule: 'content-security-policy', outcome: "implemented, 'unsafe-inline' in style-src only", modifier: 0, pass: true };
  return { rule: 'content-security-policy', outcome: noneDefault ? "implemented with default-src 'none'" : 'implemented without unsafe sources', modifier: noneDefault ? 10 : 5, pass: true };
}

function strictTransportSecurity(headers: Headers): RuleResult {
  const value = headers['strict-transport-security'];
  const maxAge = Number(/max-age=(\d+)/i.exec(value ?? '')?.[1] ?? 0);
  if (!value) return { rule: 'strict-transport-security', outcome: 'not implemented', modifier: -20, pass: false };
  if (maxAge < 15768000) return { rule: 'strict-transport-security', outcome: 'max-age under six months', modifier: -10, pass: false };
  return { rule: 'strict-transport-security', outcome: 'max-age of six months or more', modifier: 0, pass: true };
}

function frameOptions(headers: Headers): RuleResult {
  const ancestors = directives(headers['content-security-policy'] ?? '').get('frame-ancestors');
  if (ancestors) return { rule: 'x-frame-options', outcome: 'implemented through CSP frame-ancestors', modifier: 5, pass: true };
  const value = headers['x-frame-options']?.toUpperCase();
  if (value === 'DENY' || value === 'SAMEORIGIN') return { rule: 'x-frame-options', outcome: `${value}`, modifier: 0, pass: true };
  return { rule: 'x-frame-options', outcome: 'not implemented', modifier: -20, pass: false };
}

function contentTypeOptions(headers: Headers): RuleResult {
  const pass = headers['x-content-type-options']?.toLowerCase() === 'nosniff';
  return { rule: 'x-content-type-options', outcome: pass ? 'nosniff' : 'not implemented', modifier: pass ? 0 : -5, pass };
}

function referrerPolicy(headers: Headers): RuleResult {
  const value = headers['referrer-policy']?.toLowerCase() ?? '';
  const privateValues = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  if (privateValues.includes(value)) return { rule: 'referrer-policy', outcome: value, modifier: 5, pass: true };
  if (!value) return { rule: 'referrer-policy', outcome: 'not implemented', modifier: 0, pass: true };
  return { rule: 'referrer-policy', outcome: `unsafe value ${value}`, modifier: -5, pass: false };
}

function cookies(headers: Headers): RuleResult {
  return headers['set-cookie']
    ? { rule: 'cookies', outcome: 'set by the server: check their flags', modifier: 0, pass: false }
    : { rule: 'cookies', outcome: 'none set by the server', modifier: 0, pass: true };
}

function crossOriginResourceSharing(headers: Headers): RuleResult {
  const open = headers['access-control-allow-origin'] === '*';
  return { rule: 'cross-origin-resource-sharing', outcome: open ? 'open to every origin' : 'not open', modifier: 0, pass: !open };
}

/** Scores a response's headers (names in lower case) from the Observatory's starting 100. */
export function scoreHeaders(headers: Headers): { score: number; results: RuleResult[] } {
  const results = [contentSecurityPolicy, strictTransportSecurity, frameOptions, contentTypeOptions, referrerPolicy, cookies, crossOriginResourceSharing].map((rule) => rule(headers));
  // Bonuses count only when the score without them is 90 or more.
  const penalties = results.reduce((sum, result) => sum + Math.min(result.modifier, 0), 0);
  const bonuses = results.reduce((sum, result) => sum + Math.max(result.modifier, 0), 0);
  return { score: 100 + penalties + (100 + penalties >= 90 ? bonuses : 0), results };
}
