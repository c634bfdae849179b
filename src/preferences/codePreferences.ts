import { parseCookie, stringifySetCookie } from 'cookie';
import { defaultGlobals, parseGlobal, type CodeStyling, type CodeVariant } from './globals';

/**
 * Code variant (TS/JS) and code styling (MUI System/Tailwind/CSS): seeded once from the URL hash
 * of a copied source link, else from a cookie, else the default; written back to the cookie.
 */
export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';
/** One year, in seconds. */
export const PREFERENCE_COOKIE_MAX_AGE = 31536000;

/** The styling choices by the names readers see; also their cookie values. */
export const codeStylingNames: Record<CodeStyling, string> = {
  system: 'MUI System',
  tailwind: 'Tailwind',
  css: 'CSS',
};

/** Substrings that pick a styling from a source link's hash, tested in this order. */
const stylingHashMarkers: ReadonlyArray<[string, CodeStyling]> = [
  ['tailwind-', 'tailwind'],
  ['css-', 'css'],
  ['system-', 'system'],
];

/** `#Demo.tsx` gives TS, `#Demo.js` gives JS; anything else gives nothing. */
export function codeVariantFromHash(hash: string): CodeVariant | null {
  if (hash.endsWith('.tsx')) return 'TS';
  if (hash.endsWith('.js')) return 'JS';
  return null;
}

/** Styling from a source link's hash: only for `.js`/`.tsx` endings, by substring. */
export function codeStylingFromHash(hash: string): CodeStyling | null {
  if (!codeVariantFromHash(hash)) return null;
  return stylingHashMarkers.find(([marker]) => hash.includes(marker))?.[1] ?? null;
}

/** Accepts the cookie's display names and the global ids alike. */
export function parseCodeStyling(value: unknown): CodeStyling | null {
  const byName = (Object.keys(codeStylingNames) as CodeStyling[]).find((styling) => codeStylingNames[styling] === value);
  return byName ?? parseGlobal('codeStyling', value);
}

/** Reads a `document.cookie` string; a malformed header gives no cookies rather than an error. */
export function readCookies(cookieHeader: string): Record<string, string | undefined> {
  try {
    return parseCookie(cookieHeader);
  } catch {
    return {};
  }
}

export interface CodePreferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

/** First-load values. Precedence: the hash, then the cookie, then the default. */
export function seedCodePreferences({ hash, cookieHeader }: { hash: string; cookieHeader: string }): CodePreferences {
  const cookies = readCookies(cookieHeader);
  return {
    codeVariant: codeVariantFromHash(hash) ?? parseGlobal('codeVariant', cookies[CODE_VARIANT_COOKIE]) ?? defaultGlobals.codeVariant,
    codeStyling: codeStylingFromHash(hash) ?? parseCodeStyling(cookies[CODE_STYLING_COOKIE]) ?? defaultGlobals.codeStyling,
  };
}

/** `Set-Cookie`-style strings for `document.cookie`, values URI-encoded (`MUI%20System`). */
export function codePreferenceCookies(preferences: CodePreferences, { secure }: { secure: boolean }): string[] {
  const attributes = { path: '/', maxAge: PREFERENCE_COOKIE_MAX_AGE, sameSite: 'lax' as const, secure };
  return [
    stringifySetCookie({ name: CODE_VARIANT_COOKIE, value: preferences.codeVariant, ...attributes }),
    stringifySetCookie({ name: CODE_STYLING_COOKIE, value: codeStylingNames[preferences.codeStyling], ...attributes }),
  ];
}

/** Writes both cookies; a document that refuses cookies (sandboxed, disabled) is left alone. */
export function writeCodePreferenceCookies(doc: Document, preferences: CodePreferences): void {
  const secure = doc.location?.protocol === 'https:';
  for (const cookie of codePreferenceCookies(preferences, { secure })) {
    try {
      doc.cookie = cookie;
    } catch {
      // In-memory preferences keep working.
    }
  }
}

/** Reads `document.cookie` without letting a throwing getter (sandboxed frames) escape. */
export function documentCookies(doc: Document): string {
  try {
    return doc.cookie;
  } catch {
    return '';
  }
}

/**
 * The link to a demo's source: `<page url>#<DemoName>.tsx` (or `.js`), with an optional styling
 * prefix (`#tailwind-StyledGrid.tsx`) so the link also seeds the code styling.
 */
export function demoSourceLink(pageUrl: string, demoName: string, variant: CodeVariant, styling?: CodeStyling): string {
  const base = pageUrl.split('#')[0];
  const prefix = styling ? `${styling}-` : '';
  return `${base}#${prefix}${demoName}.${variant === 'JS' ? 'js' : 'tsx'}`;
}

/** The demo a source link points at (`#tailwind-StyledGrid.tsx` → `StyledGrid`), or null. */
export function demoNameFromHash(hash: string): string | null {
  const match = /^#?(?:(?:tailwind|css|system)-)?([A-Za-z][\w]*)\.(?:js|tsx)$/.exec(hash);
  return match ? match[1] : null;
}
