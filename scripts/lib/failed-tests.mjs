// Names of the failed tests in the runners' JSON reports, for the end of `npm test`: CI keeps only
// the tail of the output, and a count alone does not say what to fix.

/** First line of an error message, without terminal colours, cut to `width` characters. */
export function firstLine(message, width = 160) {
  // eslint-disable-next-line no-control-regex
  const line = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((text) => text.trim()).find(Boolean) ?? '';
  return line.length > width ? `${line.slice(0, width - 1)}…` : line;
}

/** Failed tests of a Jest or Vitest JSON report (suites that failed to run count as one each). */
export function jestFailures(report) {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push({ name: test.fullName ?? test.title, error: firstLine(test.failureMessages?.[0]) });
    if (failed.length === 0 && file.status === 'failed') failures.push({ name: file.name, error: firstLine(file.message) });
  }
  return failures;
}

/** Tests of a Playwright JSON report whose outcome was unexpected, with their project. */
export function playwrightFailures(report) {
  const failures = [];
  const visit = (suite, titles) => {
    const path = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failures.push({
          name: [`[${test.projectName}]`, ...path, spec.title].join(' › '),
          error: firstLine(last?.errors?.[0]?.message ?? last?.error?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report?.suites ?? []) visit(suite, [suite.file ?? suite.title]);
  return failures;
}
