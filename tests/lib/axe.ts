import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { A11Y_EXCLUDED_SELECTORS } from '../../src/storybook/a11y';

const axeSource = () => fs.readFileSync(path.join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** Rules about whole documents (landmarks, one h1) that do not apply to a single story's canvas. */
export const PAGE_LEVEL_RULES = ['region', 'landmark-one-main', 'page-has-heading-one', 'bypass'];

export interface AxeViolationSummary {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** What failed at each target, with the start of its markup: enough to tell a transient state from a real defect. */
  details: string[];
}

/**
 * Runs axe-core in the page (or a frame, checked on its own: frames are not entered) and returns its
 * violations in a readable form. `onlyRules` runs just those rules; `excluded` skips more elements;
 * `included` takes back elements inside an excluded one (axe lets the closer of the two decide).
 */
export async function findAxeViolations(
  page: Pick<Page, 'evaluate'>,
  { selector = 'body', disabledRules = [] as string[], onlyRules = [] as string[], excluded = [] as string[], included = [] as string[] } = {},
): Promise<AxeViolationSummary[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, which the page's security policy does not govern;
  // an injected <script> element would be refused like any other inline script.
  if (!hasAxe) await page.evaluate(`${axeSource()}\n;void 0`);
  return page.evaluate(
    async ({ selector: target, disabledRules: disabled, onlyRules: only, excluded: skipped, included: takenBack }) => {
      const axe = (window as unknown as { axe: { run: Function } }).axe;
      const rules = Object.fromEntries(disabled.map((rule: string) => [rule, { enabled: false }]));
      const context = { include: [target, ...takenBack.filter((extra: string) => document.querySelector(extra))], exclude: skipped };
      const options = { rules, resultTypes: ['violations'], iframes: false, ...(only.length > 0 ? { runOnly: { type: 'rule', values: only } } : {}) };
      const result = await axe.run(document.querySelector(target) ? context : document, options);
      type AxeNode = { target: string[]; html: string; failureSummary?: string };
      return result.violations.map((violation: { id: string; impact: string | null; help: string; nodes: AxeNode[] }) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        details: violation.nodes.slice(0, 5).map((node) => `${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300)} | ${node.html.slice(0, 200)}`),
      }));
    },
    { selector, disabledRules, onlyRules, excluded: [...A11Y_EXCLUDED_SELECTORS, ...excluded], included },
  );
}

export function formatViolations(violations: readonly AxeViolationSummary[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.targets.map((target, index) => `    at ${target}\n      ${v.details[index] ?? ''}`).join('\n')}`)
    .join('\n');
}
