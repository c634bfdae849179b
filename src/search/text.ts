/** Longest prose kept per record: enough for a snippet, small enough for the index to stay light. */
export const MAX_TEXT_CHARS = 240;

/** Whitespace folded, cut at a word boundary under `max` characters (with an ellipsis when cut). */
export function trimText(text: string, max = MAX_TEXT_CHARS): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function codePoint(name: string): string | null {
  const value = /^#x[0-9a-f]+$/i.test(name) ? parseInt(name.slice(2), 16) : /^#\d+$/.test(name) ? Number(name.slice(1)) : NaN;
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : null;
}

/** Plain text of the sanitised HTML of an API description (tags dropped, common entities decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => entities[name] ?? codePoint(name) ?? whole)
    .replace(/\s+([.,;:!?)])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** First sentence of a description (what a result row has room for). */
export function firstSentence(text: string, max = 120): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(text);
  return trimText(match ? match[1] : text, max);
}

// Our prose is in British English, the library's names in American English ("colour", `color`):
// both spellings index and search as one word.
const britishOur = /^(colo|behavio|favo|hono|labo|neighbo|harbo)ur(s|ed|ing|ful)?$/;
const britishIse =
  /^(custom|local|initial|serial|normal|optim|organ|recogn|virtual|visual|summar|standard|synchron|memo|author|util|capital|categor|prior|minim|maxim|personal|real|special|general|stabil|token|final|emphas|apolog)is(e|ed|es|ing|ation|ations|er|ers)$/;
const britishWords = new Map(
  Object.entries({
    centre: 'center',
    centred: 'centered',
    centres: 'centers',
    grey: 'gray',
    catalogue: 'catalog',
    dialogue: 'dialog',
    licence: 'license',
    licences: 'licenses',
  }),
);

/** A lower-case word in American spelling ("colours" → "colors", "customised" → "customized"). */
export function americanSpelling(word: string): string {
  return britishWords.get(word) ?? word.replace(britishOur, '$1r$2').replace(britishIse, '$1iz$2');
}
