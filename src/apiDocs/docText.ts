import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import type { Element, Root } from 'hast';

/**
 * JSDoc text for the API pages. The compiler hands comments over as display parts (text and
 * `{@link}` pieces); they become Markdown, with references to documented entries turned into
 * links, and the Markdown becomes sanitised HTML once, at build time: pages ship no Markdown parser.
 */

/** The subset of `ts.SymbolDisplayPart` read here (keeps this module free of the compiler). */
export interface DocPart {
  text: string;
  kind: string;
}

/** Where a name is documented (`GridColDef` → `/x/api/data-grid/grid-col-def/`), or null. */
export type ResolveName = (name: string) => string | null;

const urlPattern = /^[a-z][a-z0-9+.-]*:\/\/\S+/i;

/** A name as Markdown: a link to its page when it has one, else a code span. */
function nameMarkdown(name: string, resolve: ResolveName, label = name): string {
  const route = resolve(name.replace(/\(\)$/, ''));
  return route ? `[\`${label}\`](${route})` : `\`${label}\``;
}

/** `{@link target text}` as Markdown: URL targets become links, names link to their page. */
function linkMarkdown(name: string | null, text: string | null, resolve: ResolveName): string {
  const url = text?.match(urlPattern)?.[0] ?? null;
  if (name === null && url) {
    const label = text!.slice(url.length).trim();
    return `[${label || url}](${url})`;
  }
  if (name === null) return text?.trim() ?? '';
  if (text?.trim()) return resolve(name) ? `[${text.trim()}](${resolve(name)})` : text.trim();
  return nameMarkdown(name, resolve);
}

/** Joins display parts into Markdown, resolving `{@link}` pieces. */
export function displayPartsToMarkdown(parts: readonly DocPart[] | undefined, resolve: ResolveName = () => null): string {
  if (!parts) return '';
  let out = '';
  let inLink = false;
  let linkName: string | null = null;
  let linkText: string | null = null;
  for (const part of parts) {
    if (part.kind === 'link') {
      if (part.text.startsWith('{@link')) {
        inLink = true;
        linkName = null;
        linkText = null;
      } else if (inLink) {
        out += linkMarkdown(linkName, linkText, resolve);
        inLink = false;
      }
    } else if (inLink && part.kind === 'linkName') linkName = part.text;
    else if (inLink && part.kind === 'linkText') linkText = part.text;
    else out += part.text;
  }
  // The packages write `[[GridRowsProp]]` for a reference to another type.
  return out.replace(/\[\[([A-Za-z_$][\w$.]*)\]\]/g, (_, name: string) => nameMarkdown(name, resolve));
}

const DOCS_HOST = /^https:\/\/mui\.com(\/x\/[^\s#?]*)/;

/**
 * Links to the public docs become links inside this site when the page exists here (`hasRoute`);
 * others keep their absolute URL. External links open normally but say where they go.
 */
function rewriteLinks(hasRoute: (route: string) => boolean) {
  return (tree: Root) => {
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (child.tagName === 'a' && typeof child.properties.href === 'string') {
          const match = child.properties.href.match(DOCS_HOST);
          if (match) {
            const route = match[1].endsWith('/') ? match[1] : `${match[1]}/`;
            if (hasRoute(route)) child.properties.href = child.properties.href.replace(/^https:\/\/mui\.com/, '').replace(match[1], route);
          }
          if (/^https?:/.test(child.properties.href as string)) child.properties.rel = ['noopener'];
        }
        visit(child);
      }
    };
    visit(tree);
  };
}

export interface MarkdownRenderer {
  /** Sanitised HTML of a Markdown text; an empty text gives an empty string. */
  (markdown: string): string;
}

/** One Markdown → HTML pipeline for a whole generation run; identical texts are converted once. */
export function createMarkdownRenderer(hasRoute: (route: string) => boolean = () => false): MarkdownRenderer {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize)
    .use(() => rewriteLinks(hasRoute))
    .use(rehypeStringify);
  const cache = new Map<string, string>();
  return (markdown: string) => {
    const text = markdown.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim();
    if (!text) return '';
    let html = cache.get(text);
    if (html === undefined) {
      html = String(processor.processSync(text)).trim();
      cache.set(text, html);
    }
    return html;
  };
}

/** Text content of an HTML fragment (search records, summaries). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
