import { describe, expect, it } from 'vitest';
import { HOSTED_GLOBALS_KEY, isCrossOriginShell, rememberShellGlobals, rememberedShellGlobals, shellOrigin } from './shellOrigin';
import { createSafeStorage } from '../preferences/storage';
import { defaultGlobals } from '../preferences/globals';

const frame = (origin: string, { ancestors, referrer = '' }: { ancestors?: string[]; referrer?: string }) =>
  ({ location: { origin, ancestorOrigins: ancestors as unknown as DOMStringList | undefined }, document: { referrer } }) as unknown as Window;

describe('shellOrigin', () => {
  it('takes the embedding origin from ancestorOrigins, else the referrer, else its own', () => {
    expect(shellOrigin(frame('http://localhost:4392', { ancestors: ['http://127.0.0.1:4392'] }))).toBe('http://127.0.0.1:4392');
    expect(shellOrigin(frame('http://localhost:4392', { referrer: 'https://mui.com/x/introduction/' }))).toBe('https://mui.com');
    expect(shellOrigin(frame('https://mui.com', { ancestors: ['null'], referrer: 'not a url' }))).toBe('https://mui.com');
    expect(isCrossOriginShell(frame('http://localhost:4392', { ancestors: ['http://127.0.0.1:4392'] }))).toBe(true);
    expect(isCrossOriginShell(frame('https://mui.com', { ancestors: ['https://mui.com'] }))).toBe(false);
  });
});

describe('remembered shell globals', () => {
  it('round-trips valid preferences and falls back to defaults on garbage or a throwing storage', () => {
    const values = new Map<string, string>();
    const storage = createSafeStorage(() => ({ getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: () => {} }) as unknown as Storage);
    rememberShellGlobals(storage, { colorMode: 'dark', direction: 'rtl', codeVariant: 'JS' });
    expect(rememberedShellGlobals(storage)).toEqual({ ...defaultGlobals, colorMode: 'dark', direction: 'rtl', codeVariant: 'JS' });
    storage.set(HOSTED_GLOBALS_KEY, '{"colorMode":"purple"');
    expect(rememberedShellGlobals(storage)).toEqual(defaultGlobals);
    storage.set(HOSTED_GLOBALS_KEY, '{"colorMode":"purple","density":"dense"}');
    expect(rememberedShellGlobals(storage)).toEqual({ ...defaultGlobals, density: 'dense' });
    const throwing = createSafeStorage(() => {
      throw new Error('denied');
    });
    expect(rememberedShellGlobals(throwing)).toEqual(defaultGlobals);
  });
});
