import en from './en.json';

/** Nested message objects; leaves are strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

export type Translations = Record<string, TranslationTree>;

/** Messages shipped with the site, by language. English is the fallback for every key. */
export const defaultTranslations: Translations = { en };

export type Translate = (key: string) => string;

function lookup(tree: TranslationTree | undefined, key: string): string | null {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return null;
    node = node[part];
  }
  // An object is a group of messages, not a message.
  return typeof node === 'string' ? node : null;
}

export interface TranslateOptions {
  /** Warn about missing keys (development builds). */
  warn?: boolean;
  onWarning?: (message: string) => void;
}

/**
 * `t(key)` for a language: the message in that language, else the English one, else the key
 * itself. A key missing in the reader's language is reported once per key when `warn` is on.
 */
export function createTranslate(
  userLanguage: string,
  translations: Translations = defaultTranslations,
  { warn = false, onWarning = (message) => console.warn(message) }: TranslateOptions = {},
): Translate {
  const warned = new Set<string>();
  return (key) => {
    const message = lookup(translations[userLanguage], key);
    if (message !== null) return message;
    if (warn && !warned.has(key)) {
      warned.add(key);
      onWarning(`Missing translation for ${userLanguage}:${key}`);
    }
    return lookup(translations.en, key) ?? key;
  };
}
