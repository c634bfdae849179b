import { transform } from 'sucrase';
import { format } from 'prettier';

/** Formatting of the generated JavaScript demos (prettier), close to how the TypeScript demos read. */
export const javascriptFormat = { parser: 'babel', singleQuote: true, printWidth: 120, trailingComma: 'all' } as const;

/**
 * The JavaScript variant of a TypeScript demo: types removed by sucrase (JSX and modern syntax left
 * as written, type-only imports dropped), then formatted by prettier. Comments and blank lines
 * between statements are kept.
 */
export async function toJavaScript(typescriptSource: string, fileName: string): Promise<string> {
  let stripped: string;
  try {
    stripped = transform(typescriptSource, {
      transforms: ['typescript', 'jsx'],
      jsxRuntime: 'preserve',
      disableESTransforms: true,
      filePath: fileName,
    }).code;
  } catch (error) {
    throw new Error(`Could not remove the types from ${fileName}: ${(error as Error).message}`);
  }
  return format(stripped, javascriptFormat);
}

/** `Foo.tsx` → `Foo.js`; `Foo.tailwind.tsx` → `Foo.tailwind.js`. */
export function javascriptFileName(typescriptFile: string): string {
  if (!typescriptFile.endsWith('.tsx')) throw new Error(`Not a TypeScript demo file: ${typescriptFile}`);
  return `${typescriptFile.slice(0, -'.tsx'.length)}.js`;
}
