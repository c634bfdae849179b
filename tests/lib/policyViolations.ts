import type { Page } from 'playwright-core';

/** One `securitypolicyviolation` event: the directive, what it blocked, and where. */
export interface PolicyViolation {
  directive: string;
  blocked: string;
  source: string;
}

/** Where the recorder keeps a document's violations: in the page, so any module instance can read them. */
export type PolicyViolationWindow = { __policyViolations?: PolicyViolation[] };

/**
 * Records the security policy's violations in every document the page loads (its frames too), from
 * each document's first script on, into `window.__policyViolations`.
 */
export async function recordPolicyViolationsFromStart(page: Pick<Page, 'addInitScript'>): Promise<void> {
  await page.addInitScript(() => {
    const store: PolicyViolation[] = [];
    (window as PolicyViolationWindow).__policyViolations = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push({ directive: event.effectiveDirective, blocked: event.blockedURI || 'inline', source: `${event.sourceFile || event.documentURI}:${event.lineNumber}` });
    });
  });
}

export const formatPolicyViolation = (violation: PolicyViolation) => `${violation.directive} refused ${violation.blocked} (${violation.source})`;
