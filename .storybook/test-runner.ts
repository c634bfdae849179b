import type { TestRunnerConfig } from '@storybook/test-runner';
import { unexpectedErrors } from '../tests/lib/console';

// Every story renders with no console error except the licence notice. Play functions and the
// axe check (addon-a11y, `parameters.a11y.test: 'error'`) are run by the test-runner itself.
const consoleErrors = new WeakMap<object, string[]>();

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
  },
};

export default config;
