import type { PlaygroundFile } from './sharedCode';
import { isPlaygroundFileName } from './sharedCode';

/** Messages between the playground page and its sandboxed runner frame, validated on arrival. */
const SOURCE = 'mui-x-docs-playground';

export interface RunMessage {
  type: 'run';
  runId: number;
  files: PlaygroundFile[];
  mode: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
}

export interface PlaygroundProblem {
  kind: 'syntax' | 'module' | 'render';
  message: string;
  file: string | null;
  line: number | null;
  column: number | null;
}

export type RunnerMessage =
  { type: 'ready' } | { type: 'rendered'; runId: number } | { type: 'error'; runId: number; problem: PlaygroundProblem } | { type: 'height'; height: number };

export const createPlaygroundMessage = (message: RunMessage | RunnerMessage) => ({ source: SOURCE, ...message });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const nullableNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function parseRunMessage(data: unknown): RunMessage | null {
  if (!isRecord(data) || data.source !== SOURCE || data.type !== 'run' || !isCount(data.runId) || !Array.isArray(data.files)) return null;
  const files = data.files.filter(
    (file): file is PlaygroundFile => isRecord(file) && typeof file.name === 'string' && isPlaygroundFileName(file.name) && typeof file.code === 'string',
  );
  if (files.length === 0 || files.length !== data.files.length) return null;
  return {
    type: 'run',
    runId: data.runId,
    files: files.map(({ name, code }) => ({ name, code })),
    mode: data.mode === 'dark' ? 'dark' : 'light',
    direction: data.direction === 'rtl' ? 'rtl' : 'ltr',
  };
}

export function parseRunnerMessage(data: unknown): RunnerMessage | null {
  if (!isRecord(data) || data.source !== SOURCE) return null;
  switch (data.type) {
    case 'ready':
      return { type: 'ready' };
    case 'rendered':
      return isCount(data.runId) ? { type: 'rendered', runId: data.runId } : null;
    case 'height':
      return typeof data.height === 'number' && Number.isFinite(data.height) && data.height >= 0 ? { type: 'height', height: data.height } : null;
    case 'error': {
      const problem = data.problem;
      if (!isCount(data.runId) || !isRecord(problem) || typeof problem.message !== 'string') return null;
      const kind = problem.kind === 'syntax' || problem.kind === 'module' ? problem.kind : 'render';
      return {
        type: 'error',
        runId: data.runId,
        problem: {
          kind,
          message: problem.message.slice(0, 2000),
          file: typeof problem.file === 'string' ? problem.file : null,
          line: nullableNumber(problem.line),
          column: nullableNumber(problem.column),
        },
      };
    }
    default:
      return null;
  }
}

/** One line for the reader: where and what. */
export function describeProblem(problem: PlaygroundProblem): string {
  const where = problem.file ? `${problem.file}${problem.line ? `, line ${problem.line}${problem.column ? `, column ${problem.column}` : ''}` : ''}` : null;
  const what = {
    syntax: 'Syntax error',
    module: 'Cannot run',
    render: 'Error while rendering',
  }[problem.kind];
  return `${what}${where ? ` in ${where}` : ''}: ${problem.message}`;
}
