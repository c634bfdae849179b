import { transform } from 'sucrase';

/** Where the reader's code went wrong, shown next to the preview. */
export class PlaygroundError extends Error {
  override name = 'PlaygroundError';
  constructor(
    message: string,
    readonly kind: 'syntax' | 'module' | 'render',
    readonly file: string | null = null,
    readonly line: number | null = null,
    readonly column: number | null = null,
  ) {
    super(message);
  }
}

/**
 * TypeScript and JSX to a CommonJS function body (imports become `require` calls), with
 * sucrase: no type checking, a few milliseconds per demo.
 */
export function compileModule(file: string, code: string): string {
  try {
    return transform(code, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: file,
    }).code;
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    const message = (error instanceof Error ? error.message : String(error)).replace(/^Error transforming [^:]+: /, '').replace(/\s*\(\d+:\d+\)$/, '');
    throw new PlaygroundError(message, 'syntax', file, loc?.line ?? null, loc ? loc.column + 1 : null);
  }
}

const REQUIRE_CALL = /\brequire\(\s*(['"])([^'"]+)\1\s*\)/g;

/** The modules compiled code requires, in order. */
export function requiredSpecifiers(compiled: string): string[] {
  return [...new Set([...compiled.matchAll(REQUIRE_CALL)].map((match) => match[2]!))];
}
