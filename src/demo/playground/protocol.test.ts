import { describe, expect, it } from 'vitest';
import { createPlaygroundMessage, describeProblem, parseRunMessage, parseRunnerMessage } from './protocol';

describe('playground messages', () => {
  it('accepts a run request and clamps unknown modes and directions to the defaults', () => {
    const message = createPlaygroundMessage({
      type: 'run',
      runId: 3,
      files: [{ name: 'Demo.tsx', code: 'x' }],
      mode: 'dark',
      direction: 'rtl',
    });
    expect(parseRunMessage(message)).toEqual({
      type: 'run',
      runId: 3,
      files: [{ name: 'Demo.tsx', code: 'x' }],
      mode: 'dark',
      direction: 'rtl',
    });
    expect(parseRunMessage({ ...message, mode: 'sepia', direction: 'up' })).toMatchObject({ mode: 'light', direction: 'ltr' });
  });

  it('ignores anything else: other sources, bad file names, missing fields', () => {
    const message = createPlaygroundMessage({
      type: 'run',
      runId: 1,
      files: [{ name: 'Demo.tsx', code: 'x' }],
      mode: 'light',
      direction: 'ltr',
    });
    for (const data of [
      null,
      'run',
      { ...message, source: 'storybook' },
      { ...message, runId: -1 },
      { ...message, files: [] },
      { ...message, files: [{ name: '../x.ts', code: '' }] },
    ]) {
      expect(parseRunMessage(data)).toBeNull();
    }
    expect(
      parseRunnerMessage({
        ...createPlaygroundMessage({ type: 'height', height: 10 }),
        height: Number.NaN,
      }),
    ).toBeNull();
    expect(parseRunnerMessage(createPlaygroundMessage({ type: 'ready' }))).toEqual({ type: 'ready' });
  });

  it('reads a problem defensively and describes it in one line', () => {
    const parsed = parseRunnerMessage({
      ...createPlaygroundMessage({ type: 'ready' }),
      type: 'error',
      runId: 2,
      problem: {
        kind: 'syntax',
        message: 'Unexpected token',
        file: 'Demo.tsx',
        line: 4,
        column: 9,
      },
    });
    expect(parsed).toMatchObject({ type: 'error', runId: 2 });
    expect(describeProblem((parsed as { problem: Parameters<typeof describeProblem>[0] }).problem)).toBe(
      'Syntax error in Demo.tsx, line 4, column 9: Unexpected token',
    );
    const odd = parseRunnerMessage({
      ...createPlaygroundMessage({ type: 'ready' }),
      type: 'error',
      runId: 2,
      problem: { kind: 'weird', message: 'boom', line: 'x' },
    });
    expect(describeProblem((odd as { problem: Parameters<typeof describeProblem>[0] }).problem)).toBe('Error while rendering: boom');
  });
});
