import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Script types the browser executes; anything else (`application/json` page data) is a data block CSP ignores. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function isInlineExecutable(element: Element): boolean {
  if (element.tagName !== 'script' || attribute(element, 'src') !== undefined) return false;
  return EXECUTABLE_TYPES.has((attribute(element, 'type') ?? '').trim().toLowerCase());
}

/** The text of every inline script of `html` that a browser would run, exactly as the parser sees it. */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node && isInlineExecutable(node)) {
      sources.push(node.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join(''));
      return;
    }
    const children = 'content' in node && node.nodeName === 'template' ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
    for (const child of children) visit(child);
  };
  visit(parse(html));
  return sources;
}

/** CSP source expression for one inline script: `'sha256-<base64>'` of its UTF-8 text. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** Collects the hashes of the inline scripts of many documents: each distinct hash once, in first-seen order. */
export class InlineScriptHashes {
  private readonly hashes = new Set<string>();

  addDocument(html: string): void {
    this.addSources(inlineScriptSources(html));
  }

  /** Scripts known without parsing (a template's own), as they are written between the tags. */
  addSources(sources: Iterable<string>): void {
    for (const source of sources) this.hashes.add(scriptHash(source));
  }

  list(): string[] {
    return [...this.hashes];
  }
}
