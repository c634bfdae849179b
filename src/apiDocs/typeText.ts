/**
 * Readable type text for the API tables: declared types with their whitespace folded, and long
 * types shortened so one cell never holds a wall of code. Pure string work, no compiler needed.
 */

/** Longest type shown in full. */
export const MAX_TYPE_LENGTH = 100;

const ELLIPSIS = '…';
const openers = new Set(['(', '<', '{', '[']);
const closers = new Set([')', '>', '}', ']']);

/** Folds whitespace and the trailing `;` of object-literal members: `{ a: string; }` → `{ a: string }`. */
export function normalizeTypeText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/;\s*}/g, ' }')
    .replace(/{\s+/g, '{ ')
    .trim();
}

/**
 * Walks `text` and calls `visit` for each character outside string literals, with the bracket
 * depth before that character. `=>` is not a closer even though it contains `>`.
 */
function scanTopLevel(text: string, visit: (index: number, depth: number) => void): void {
  let depth = 0;
  let quote: string | null = null;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') {
      quote = char;
      continue;
    }
    visit(index, depth);
    if (openers.has(char)) depth += 1;
    else if (closers.has(char) && !(char === '>' && text[index - 1] === '=')) depth = Math.max(0, depth - 1);
  }
}

/** `((a: A) => void)` → `(a: A) => void`: drops one pair of parentheses around the whole text. */
export function unwrapParentheses(text: string): string {
  if (!text.startsWith('(') || !text.endsWith(')')) return text;
  let closesAt = -1;
  scanTopLevel(text, (index, depth) => {
    if (closesAt === -1 && index > 0 && depth === 1 && text[index] === ')') closesAt = index;
  });
  return closesAt === text.length - 1 ? text.slice(1, -1) : text;
}

/** Members of a top-level union (`A | B | C`); one member when the text is not a union. */
export function splitTopLevelUnion(text: string): string[] {
  const members: string[] = [];
  let start = 0;
  scanTopLevel(text, (index, depth) => {
    if (depth === 0 && text[index] === '|') {
      members.push(text.slice(start, index).trim());
      start = index + 1;
    }
  });
  members.push(text.slice(start).trim());
  return members.filter((member) => member.length > 0);
}

function hasTopLevelArrow(text: string): boolean {
  let found = false;
  scanTopLevel(text, (index, depth) => {
    if (depth === 0 && text[index] === '=' && text[index + 1] === '>') found = true;
  });
  return found;
}

/** Whether `text` is a union with `member` among its top-level members (a function type is not a union). */
export function isUnionWith(text: string, member: string): boolean {
  return !hasTopLevelArrow(text) && splitTopLevelUnion(text).includes(member);
}

/** Replaces the body of every outermost `{ … }` object literal with an ellipsis. */
function collapseObjectLiterals(text: string): string {
  let result = '';
  let depthInBraces = 0;
  let quote: string | null = null;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (depthInBraces === 0) result += char;
    if (quote) {
      if (char === '\\' && depthInBraces === 0) result += text[index + 1] ?? '';
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '{') {
      depthInBraces += 1;
    } else if (char === '}') {
      depthInBraces -= 1;
      if (depthInBraces === 0) result += ` ${ELLIPSIS} }`;
    }
  }
  return result;
}

/** Cuts at the last separator before `max` so no identifier is split, then adds an ellipsis. */
function truncate(text: string, max: number): string {
  const head = text.slice(0, max - 1);
  const cut = Math.max(head.lastIndexOf(' '), head.lastIndexOf(','), head.lastIndexOf('<'), head.lastIndexOf('('));
  return `${(cut > max / 2 ? head.slice(0, cut + 1) : head).trimEnd()}${ELLIPSIS}`;
}

/**
 * Shortens a (normalized) type to at most `max` characters, keeping it readable: object literals
 * become `{ … }`, long unions keep their first members and end with `| …`, anything else is cut
 * at a separator. Short types are returned unchanged.
 */
export function shortenTypeText(text: string, max = MAX_TYPE_LENGTH): string {
  if (text.length <= max) return text;
  const collapsed = collapseObjectLiterals(text);
  if (collapsed.length <= max) return collapsed;

  const members = splitTopLevelUnion(collapsed);
  if (members.length > 1 && !hasTopLevelArrow(collapsed)) {
    const kept: string[] = [];
    for (const member of members) {
      const candidate = [...kept, member].join(' | ');
      if (candidate.length + ` | ${ELLIPSIS}`.length > max) break;
      kept.push(member);
    }
    if (kept.length > 0) return `${kept.join(' | ')} | ${ELLIPSIS}`;
  }
  return truncate(collapsed, max);
}
