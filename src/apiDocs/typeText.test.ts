import { describe, expect, it } from 'vitest';
import { MAX_TYPE_LENGTH, isUnionWith, normalizeTypeText, shortenTypeText, splitTopLevelUnion, unwrapParentheses } from './typeText';

describe('normalizeTypeText', () => {
  it('folds whitespace and the trailing semicolon of object literals', () => {
    expect(normalizeTypeText('{\n  csvExport?: boolean;\n  clipboardExport?: boolean;\n}')).toBe(
      '{ csvExport?: boolean; clipboardExport?: boolean }',
    );
    expect(normalizeTypeText('  string |\n   number ')).toBe('string | number');
  });
});

describe('unwrapParentheses', () => {
  it('drops parentheses around the whole type only', () => {
    expect(unwrapParentheses('((value: Date) => void)')).toBe('(value: Date) => void');
    expect(unwrapParentheses('(a: A) => (b: B)')).toBe('(a: A) => (b: B)');
    expect(unwrapParentheses('(A | B)[]')).toBe('(A | B)[]');
    expect(unwrapParentheses('string')).toBe('string');
  });
});

describe('splitTopLevelUnion', () => {
  it('splits only at the top level', () => {
    expect(splitTopLevelUnion("'a' | Array<'b' | 'c'> | ((x: 1 | 2) => void)")).toEqual(["'a'", "Array<'b' | 'c'>", '((x: 1 | 2) => void)']);
  });

  it('ignores bars inside string literals', () => {
    expect(splitTopLevelUnion("'a|b' | 'c'")).toEqual(["'a|b'", "'c'"]);
  });

  it('does not treat the arrow of a function type as a closing bracket', () => {
    expect(splitTopLevelUnion('(a: number) => string | null')).toEqual(['(a: number) => string', 'null']);
  });
});

describe('isUnionWith', () => {
  it('finds a top-level member of a union, not one in a function type', () => {
    expect(isUnionWith('string | undefined', 'undefined')).toBe(true);
    expect(isUnionWith('(item: R) => R[] | undefined', 'undefined')).toBe(false);
    expect(isUnionWith('Array<string | undefined>', 'undefined')).toBe(false);
  });
});

describe('shortenTypeText', () => {
  it('keeps short types as they are', () => {
    expect(shortenTypeText('readonly GridColDef<R>[]')).toBe('readonly GridColDef<R>[]');
  });

  it('collapses object literals first', () => {
    const long = `{ ${Array.from({ length: 12 }, (_, index) => `field${index}: string`).join('; ')} } | null`;
    expect(shortenTypeText(long)).toBe('{ … } | null');
  });

  it('keeps the first members of a long union', () => {
    const long = Array.from({ length: 30 }, (_, index) => `'value${index}'`).join(' | ');
    const short = shortenTypeText(long);
    expect(short.length).toBeLessThanOrEqual(MAX_TYPE_LENGTH);
    expect(short.startsWith("'value0' | 'value1' | ")).toBe(true);
    expect(short.endsWith(' | …')).toBe(true);
  });

  it('cuts other long types at a separator, never inside a name', () => {
    const long = `(${Array.from({ length: 10 }, (_, index) => `argumentNumber${index}: SomeLongTypeName`).join(', ')}) => void`;
    const short = shortenTypeText(long);
    expect(short.length).toBeLessThanOrEqual(MAX_TYPE_LENGTH);
    expect(short.endsWith('…')).toBe(true);
    expect(short).toMatch(/(SomeLongTypeName|,|\(|argumentNumber\d:)…$/);
  });
});
