import { describe, expect, it } from 'vitest';
import { firstLine, jestFailures, playwrightFailures } from './failed-tests.mjs';

describe('failed tests of the runners’ reports', () => {
  it('keeps the first non-blank line of a message, without colours, cut to the width', () => {
    expect(firstLine('\n  \u001b[31mError: boom\u001b[39m\n    at x.js:1')).toBe('Error: boom');
    expect(firstLine('x'.repeat(10), 5)).toBe('xxxx…');
    expect(firstLine(undefined)).toBe('');
  });

  it('lists the failed tests of a Jest report, and a suite that failed to run', () => {
    const report = {
      testResults: [
        {
          name: '/tmp/stories-01.test.js',
          status: 'failed',
          assertionResults: [
            { fullName: 'Charts/Brush › Drag', status: 'failed', failureMessages: ['Error: not settled\n  at play'] },
            { fullName: 'Charts/Brush › Basic', status: 'passed', failureMessages: [] },
          ],
        },
        { name: '/tmp/stories-02.test.js', status: 'failed', message: 'Cannot find module', assertionResults: [] },
        { name: '/tmp/stories-03.test.js', status: 'passed', assertionResults: [{ fullName: 'A › B', status: 'passed' }] },
      ],
    };
    expect(jestFailures(report)).toEqual([
      { name: 'Charts/Brush › Drag', error: 'Error: not settled' },
      { name: '/tmp/stories-02.test.js', error: 'Cannot find module' },
    ]);
    expect(jestFailures(null)).toEqual([]);
  });

  it('lists the unexpected tests of a Playwright report with project, file and describe titles', () => {
    const report = {
      suites: [
        {
          title: 'pages.spec.ts',
          file: 'pages.spec.ts',
          specs: [],
          suites: [
            {
              title: 'walk',
              file: 'pages.spec.ts',
              specs: [
                { title: 'routes 1–24', tests: [{ projectName: 'site', status: 'unexpected', results: [{ errors: [{ message: 'Error: /x/a/\n\nexpected' }] }] }] },
                { title: 'routes 25–48', tests: [{ projectName: 'site', status: 'flaky', results: [] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([{ name: '[site] › pages.spec.ts › walk › routes 1–24', error: 'Error: /x/a/' }]);
  });
});
