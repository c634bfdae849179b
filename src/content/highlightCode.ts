import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';
import { textOf, type HastNode } from './hast.ts';

/**
 * Code blocks of MDX pages (```tsx fences) are highlighted when the page is compiled, as demo
 * sources are: the page ships token spans and a few CSS rules instead of Storybook's lazily loaded
 * highlighter, whose late arrival re-laid out every code block (and everything below it).
 */

/** Fence languages we highlight, with the Prism grammar each uses. */
const GRAMMARS: Record<string, string> = {
  tsx: 'tsx',
  ts: 'typescript',
  typescript: 'typescript',
  jsx: 'jsx',
  js: 'javascript',
  javascript: 'javascript',
  json: 'json',
  css: 'css',
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  diff: 'diff',
  html: 'markup',
};

loadLanguages([...new Set(Object.values(GRAMMARS))]);

/** Prism's tokens as hast: `<span class="token keyword">`, nested as Prism nests them. */
function toHast(tokens: Array<string | Prism.Token> | string | Prism.Token): HastNode[] {
  if (typeof tokens === 'string') return tokens ? [{ type: 'text', value: tokens }] : [];
  if (Array.isArray(tokens)) return tokens.flatMap(toHast);
  const aliases = tokens.alias ? (Array.isArray(tokens.alias) ? tokens.alias : [tokens.alias]) : [];
  return [{ type: 'element', tagName: 'span', properties: { className: ['token', tokens.type, ...aliases] }, children: toHast(tokens.content) }];
}

/** The fence language of a `<code class="language-x">`, or null. */
function fenceLanguage(code: HastNode): string | null {
  const className = code.properties?.className;
  const classes = Array.isArray(className) ? className.map(String) : typeof className === 'string' ? className.split(' ') : [];
  const language = classes.find((name) => name.startsWith('language-'));
  return language ? language.slice('language-'.length).toLowerCase() : null;
}

/**
 * Rehype plugin: every `<pre><code>` block gets `data-language` and, for a language we know,
 * Prism's token spans. The text stays the same (one trailing newline dropped), so copying a block
 * copies exactly the fence's content.
 */
export function rehypeHighlightCode() {
  return (tree: HastNode) => {
    const visit = (node: HastNode) => {
      for (const child of node.children ?? []) {
        const code = child.type === 'element' && child.tagName === 'pre' ? child.children?.find((inner) => inner.type === 'element' && inner.tagName === 'code') : undefined;
        if (!code) {
          visit(child);
          continue;
        }
        const language = fenceLanguage(code) ?? 'text';
        const text = textOf(code).replace(/\n$/, '');
        const grammarName = GRAMMARS[language];
        const grammar = grammarName ? Prism.languages[grammarName] : undefined;
        code.properties = { className: [`language-${language}`], dataLanguage: language };
        code.children = grammar ? toHast(Prism.tokenize(text, grammar)) : [{ type: 'text', value: text }];
      }
    };
    visit(tree);
  };
}
