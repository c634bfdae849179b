import fs from 'node:fs';
import path from 'node:path';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { unexpectedErrors } from '../tests/lib/console.ts';
import { describeDifference, rendersTheSameTwice } from '../tests/lib/determinism.ts';

// Every story renders with no console error except the licence notice, and renders the same
// pixels twice (remounted in place, in the default mode; `npm run test:visual` covers all four
// Chromatic modes). Play functions and the axe check (addon-a11y, `parameters.a11y.test: 'error'`)
// are run by the test-runner itself.
const consoleErrors = new WeakMap<object, string[]>();
const failedRendersDir = path.join(process.cwd(), '.cache', 'test-results', 'determinism');

const config: TestRunnerConfig = {
  async preVisit(page) {
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
