import fs from 'node:fs';
import path from 'node:path';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { unexpectedErrors } from '../tests/lib/console.ts';
import { describeDifference, rendersTheSameTwice } from '../tests/lib/determinism.ts';
import { formatPolicyViolation, recordPolicyViolationsFromStart, type PolicyViolationWindow } from '../tests/lib/policyViolations.ts';
import { checkStoriesOnRequest, formatStoryA11yViolations, storyA11yViolations } from '../tests/lib/storyA11y.ts';

// Every story renders with no console error except the licence notice, and renders the same
// pixels twice (remounted in place, in the default mode; `npm run test:visual` covers all four
// Chromatic modes). Play functions are run by the test-runner itself; addon-a11y's axe check
// (`parameters.a11y.test: 'error'`) runs once per story, on its first render, not again on the
// remount (tests/lib/storyA11y.ts says how).
const consoleErrors = new WeakMap<object, string[]>();
const failedRendersDir = path.join(process.cwd(), '.cache', 'test-results', 'determinism');

// The site's security policy (served report-only by scripts/test-stories.mjs, as the runner injects
// an inline script of its own after the preview loads): violations while the preview loads fail the
// first story; those during a story fail that story.
// The runner's hooks may live in other module instances than `prepare`: the state stays in the page.
type PolicyWindow = PolicyViolationWindow & { __policyViolationsAtLoad?: number };
const policyViolationsBefore = new WeakMap<object, number>();

const config: TestRunnerConfig = {
  async prepare({ page }) {
    await recordPolicyViolationsFromStart(page);
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
    await page.evaluate(() => {
      const policyWindow = window as PolicyWindow;
      policyWindow.__policyViolationsAtLoad = policyWindow.__policyViolations?.length ?? 0;
    });
    await checkStoriesOnRequest(page);
  },
  async preVisit(page) {
    const { atLoad, count } = await page.evaluate(() => {
      const policyWindow = window as PolicyWindow;
      const violations = policyWindow.__policyViolations ?? [];
      const loaded = violations.slice(0, policyWindow.__policyViolationsAtLoad ?? 0);
      policyWindow.__policyViolationsAtLoad = 0;
      return { atLoad: loaded, count: violations.length };
    });
    if (atLoad.length > 0) throw new Error(`The preview broke the security policy while loading:\n${atLoad.map(formatPolicyViolation).join('\n')}`);
    policyViolationsBefore.set(page, count);
    if (!consoleErrors.has(page)) {
      const errors: string[] = [];
      consoleErrors.set(page, errors);
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`Uncaught ${error.message}`));
    }
    consoleErrors.get(page)!.length = 0;
  },
  async postVisit(page, context) {
    const errors = unexpectedErrors(consoleErrors.get(page) ?? []);
    if (errors.length > 0) throw new Error(`Console errors in ${context.id}:\n${errors.join('\n')}`);
    const violations = await page.evaluate((from) => ((window as PolicyWindow).__policyViolations ?? []).slice(from), policyViolationsBefore.get(page) ?? 0);
    if (violations.length > 0) throw new Error(`Security policy violations in ${context.id}:\n${violations.map(formatPolicyViolation).join('\n')}`);
    const { parameters } = await getStoryContext(page, context);
    const a11yViolations = await storyA11yViolations(page, parameters.a11y);
    if (a11yViolations.length > 0) throw new Error(formatStoryA11yViolations(context.id, a11yViolations));
    const result = await rendersTheSameTwice(page, context.id);
    if (result.same) return;
    // Both renders are kept for whoever investigates.
    fs.mkdirSync(failedRendersDir, { recursive: true });
    fs.writeFileSync(path.join(failedRendersDir, `${context.id}-first.png`), result.first);
    fs.writeFileSync(path.join(failedRendersDir, `${context.id}-second.png`), result.second);
    throw new Error(`${describeDifference(context.id, 'the default mode', result.comparison)} (captures in ${path.relative(process.cwd(), failedRendersDir)}/)`);
  },
};

export default config;
