/** A piece of text, marked when it is part of a match. */
export interface TextSegment {
  text: string;
  mark: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words to highlight: matched index terms (the corrected spelling) and the query's own words. */
function matcher(terms: readonly string[]): RegExp | null {
  const words = [...new Set(terms.map((term) => term.trim().toLowerCase()).filter((term) => term.length > 1))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return null;
  return new RegExp(words.map(escapeRegExp).join('|'), 'giu');
}

const wordCharacter = /[\p{L}\p{N}]/u;
const isUpper = (character: string) => character !== character.toLowerCase();

/** At the start of a word or of a camelCase part ("Row" in "getRowId"), never inside one ("rows" in "browser"). */
function startsWordPart(text: string, index: number): boolean {
  const before = text[index - 1];
  if (!before || !wordCharacter.test(before)) return true;
  return !isUpper(before) && isUpper(text[index]);
}

/** Splits text into plain and marked segments: every occurrence of a term at the start of a word or camelCase part is marked. */
export function highlight(text: string, terms: readonly string[]): TextSegment[] {
  const pattern = matcher(terms);
  if (!pattern || !text) return text ? [{ text, mark: false }] : [];
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (!startsWordPart(text, start)) continue;
    if (start > last) segments.push({ text: text.slice(last, start), mark: false });
    segments.push({ text: match[0], mark: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), mark: false });
  return segments;
}

/**
 * A window of the stored text around the first match (about `width` characters, cut at spaces),
 * highlighted; the text's start when nothing in it matches.
 */
export function snippet(text: string, terms: readonly string[], width = 140): TextSegment[] {
  const pattern = matcher(terms);
  const first = pattern ? ([...text.matchAll(pattern)].find((match) => startsWordPart(text, match.index ?? 0))?.index ?? -1) : -1;
  let start = 0;
  if (first > width / 3) {
    start = text.lastIndexOf(' ', first - Math.floor(width / 3));
    start = start < 0 ? 0 : start + 1;
  }
  let end = Math.min(text.length, start + width);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + width / 2) end = space;
  }
  const window = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length && !text.slice(start, end).endsWith('…') ? '…' : ''}`;
  return highlight(window, terms);
}
