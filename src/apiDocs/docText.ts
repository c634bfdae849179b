/**
 * JSDoc text as plain text for the API tables. The compiler hands comments over as display
 * parts (text, `{@link}` pieces); Markdown links inside the text are reduced to their label.
 * Inline `code` spans are kept: the tables render them as code.
 */

/** The subset of `ts.SymbolDisplayPart` read here (keeps this module free of the compiler). */
export interface DocPart {
  text: string;
  kind: string;
}

const urlPattern = /^[a-z][a-z0-9+.-]*:\/\/\S+/i;

/** `{@link target text}` → `text`; `{@link target}` → `target` (a URL target stays a URL). */
function linkLabel(name: string | null, text: string | null): string {
  if (text !== null) {
    const url = text.match(urlPattern);
    // For URL targets the compiler puts "url label" in the text part.
    if (url && name === null) return text.slice(url[0].length).trim() || url[0];
    return text.trim();
  }
  return name ?? '';
}

/** Joins display parts, resolving `{@link}` pieces to their label. */
export function displayPartsToPlainText(parts: readonly DocPart[] | undefined): string {
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
        out += linkLabel(linkName, linkText);
        inLink = false;
      }
    } else if (inLink && part.kind === 'linkName') linkName = part.text;
    else if (inLink && part.kind === 'linkText') linkText = part.text;
    else out += part.text;
  }
  return out;
}

/**
 * Plain version of a JSDoc Markdown text: `[label](url)` → `label`, `[[Name]]` → `Name`,
 * trailing spaces removed, runs of blank lines folded to one, ends trimmed.
 */
export function markdownToPlainText(text: string): string {
  return text
    .replace(/\[\[([^\]]+)\]\]/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Display parts to the plain text stored in the API JSON. */
export function docPartsToPlainText(parts: readonly DocPart[] | undefined): string {
  return markdownToPlainText(displayPartsToPlainText(parts));
}
