import type { CodeStyling } from '../../preferences/globals.ts';

/** Styling variants of a demo sit beside it: `StyledGrid.tsx`, `StyledGrid.tailwind.tsx`, `StyledGrid.css.tsx`. */
export const stylingFileSuffix: Record<Exclude<CodeStyling, 'system'>, string> = {
  tailwind: '.tailwind.tsx',
  css: '.css.tsx',
};

/** Local stylesheets a demo imports (`import './StyledGrid.module.css'`), shown beside its code. */
export function localStylesheetImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^import\s+(?:[\w{}\s,*]+\s+from\s+)?['"](\.\/[\w.-]+\.css)['"];?\s*$/gm)) {
    found.push(match[1].slice(2));
  }
  return found;
}

/**
 * Local modules a demo imports (`import { createOrdersServer } from '../fakeServer'`): relative
 * specifiers without a query, stylesheets aside. Type-only imports count too: the reader needs the
 * file either way.
 */
export function localModuleImports(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/^(?:import|export)\s[^'"]*?\sfrom\s+['"](\.{1,2}\/[^'"?]+)['"];?\s*$/gm)) {
    if (!match[1].endsWith('.css')) found.add(match[1]);
  }
  return [...found];
}

/** `StyledGrid.tailwind.tsx` → `StyledGrid`; the base name of any demo file. */
export function demoBaseName(fileName: string): string {
  return fileName.replace(/(\.tailwind|\.css)?\.tsx$/, '');
}

/** Demo files among paths under stories/: every `.tsx` except story files. */
export function listDemoFiles(paths: readonly string[]): string[] {
  return paths.filter((path) => path.endsWith('.tsx') && !path.endsWith('.stories.tsx')).sort();
}
