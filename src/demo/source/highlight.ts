import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';

export type SourceLanguage = 'tsx' | 'jsx' | 'css';

loadLanguages(['tsx', 'jsx', 'css']);

/**
 * Source to highlighted HTML, at build time: the page ships `<span class="token …">` markup and a
 * few CSS rules, no highlighter. Prism escapes the source text itself.
 */
export function highlight(code: string, language: SourceLanguage): string {
  const grammar = Prism.languages[language];
  if (!grammar) throw new Error(`No grammar for ${language}`);
  return Prism.highlight(code, grammar, language);
}

export function languageOfFile(fileName: string): SourceLanguage {
  if (fileName.endsWith('.tsx') || fileName.endsWith('.ts')) return 'tsx';
  if (fileName.endsWith('.css')) return 'css';
  return 'jsx';
}
