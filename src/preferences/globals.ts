/**
 * The five display preferences, as Storybook globals. The same names and values travel in the
 * preview URL (`globals=colorMode:dark;direction:rtl`), through the shell bridge and in the toolbar.
 */
export const globalChoices = {
  colorMode: ['light', 'dark', 'system'],
  direction: ['ltr', 'rtl'],
  density: ['standard', 'dense'],
  codeVariant: ['TS', 'JS'],
  codeStyling: ['system', 'tailwind', 'css'],
} as const;

export type GlobalName = keyof typeof globalChoices;
export type ColorMode = (typeof globalChoices.colorMode)[number];
export type Direction = (typeof globalChoices.direction)[number];
export type Density = (typeof globalChoices.density)[number];
export type CodeVariant = (typeof globalChoices.codeVariant)[number];
export type CodeStyling = (typeof globalChoices.codeStyling)[number];
export type ColorScheme = 'light' | 'dark';

export interface DocsGlobals {
  colorMode: ColorMode;
  direction: Direction;
  density: Density;
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

export const defaultGlobals: DocsGlobals = {
  colorMode: 'system',
  direction: 'ltr',
  density: 'standard',
  codeVariant: 'TS',
  codeStyling: 'system',
};

export const globalNames = Object.keys(globalChoices) as GlobalName[];

function isChoice<Name extends GlobalName>(name: Name, value: unknown): value is DocsGlobals[Name] {
  return (globalChoices[name] as readonly unknown[]).includes(value);
}

/** A valid value of one global, or `null` for anything else (garbage from storage, a cookie, a URL). */
export function parseGlobal<Name extends GlobalName>(name: Name, value: unknown): DocsGlobals[Name] | null {
  return isChoice(name, value) ? value : null;
}

/** Keeps the known globals whose values are valid; anything else is dropped. */
export function pickValidGlobals(input: unknown): Partial<DocsGlobals> {
  if (typeof input !== 'object' || input === null) return {};
  const record = input as Record<string, unknown>;
  const valid: Partial<Record<GlobalName, string>> = {};
  for (const name of globalNames) {
    if (isChoice(name, record[name])) valid[name] = record[name] as string;
  }
  return valid as Partial<DocsGlobals>;
}

/** Complete set of globals: valid values from the input, defaults for the rest. */
export function sanitizeGlobals(input: unknown): DocsGlobals {
  return { ...defaultGlobals, ...pickValidGlobals(input) };
}

/** Storybook's URL format for globals (`key:value;key:value`), listing only non-default values. */
export function toGlobalsParam(globals: Partial<DocsGlobals>): string {
  return globalNames
    .filter((name) => globals[name] !== undefined && globals[name] !== defaultGlobals[name])
    .map((name) => `${name}:${globals[name]}`)
    .join(';');
}

/** Reads Storybook's `globals=` URL format; unknown names and invalid values are ignored. */
export function parseGlobalsParam(param: string | null | undefined): Partial<DocsGlobals> {
  if (!param) return {};
  const entries: Record<string, string> = {};
  for (const pair of param.split(';')) {
    const separator = pair.indexOf(':');
    if (separator > 0) entries[pair.slice(0, separator)] = pair.slice(separator + 1);
  }
  return pickValidGlobals(entries);
}

/** The scheme actually shown: `system` follows the operating system's preference. */
export function resolveColorScheme(mode: ColorMode, systemPrefersDark: boolean): ColorScheme {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}
