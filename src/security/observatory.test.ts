import { describe, expect, it } from 'vitest';
import { scoreHeaders } from './observatory';
import { HSTS, securityConfigFromEnv, securityHeaders } from './policy';

const lowerCase = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe("Mozilla HTTP Observatory's header rules", () => {
  it('our production headers pass every rule that headers decide: 110 (A+) before the host-level checks', () => {
    const headers = lowerCase({ ...securityHeaders(securityConfigFromEnv({}), ["'sha256-x='"]), 'Strict-Transport-Security': HSTS });
    const { score, results } = scoreHeaders(headers);
    expect(results.filter((result) => !result.pass)).toEqual([]);
    expect(Object.fromEntries(results.map((result) => [result.rule, result.modifier]))).toEqual({
      'content-security-policy': 0,
      'strict-transport-security': 0,
      'x-frame-options': 5,
      'x-content-type-options': 0,
      'referrer-policy': 5,
      cookies: 0,
      'cross-origin-resource-sharing': 0,
    });
    expect(score).toBe(110);
  });

  it('scores the headers a site sent before this policy', () => {
    const { score, results } = scoreHeaders({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
    expect(results.filter((result) => !result.pass).map((result) => result.rule)).toEqual(['content-security-policy', 'strict-transport-security', 'x-frame-options']);
    expect(score).toBe(35);
  });

  it("fails a policy with 'unsafe-inline' scripts or http sources", () => {
    expect(scoreHeaders({ 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" }).results[0].modifier).toBe(-20);
    expect(scoreHeaders({ 'content-security-policy': "default-src 'self'; object-src 'none'; img-src http://cdn.example" }).results[0].outcome).toBe('allows loading over http');
  });
});
