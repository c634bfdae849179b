import { describe, expect, it } from 'vitest';
import {
  codePreferenceCookies,
  codeStylingFromHash,
  codeVariantFromHash,
  demoNameFromHash,
  demoSourceLink,
  parseCodeStyling,
  readCookies,
  seedCodePreferences,
} from './codePreferences';

describe('codeVariantFromHash', () => {
  it('reads the .tsx and .js endings only', () => {
    expect(codeVariantFromHash('#BasicSorting.tsx')).toBe('TS');
    expect(codeVariantFromHash('#BasicSorting.js')).toBe('JS');
    expect(codeVariantFromHash('#BasicSorting.ts')).toBeNull();
    expect(codeVariantFromHash('#BasicSorting.jsx')).toBeNull();
    expect(codeVariantFromHash('#BasicSorting.js?x')).toBeNull();
    expect(codeVariantFromHash('#sorting-order')).toBeNull();
    expect(codeVariantFromHash('')).toBeNull();
  });
});

describe('codeStylingFromHash', () => {
  it('needs a source-file ending', () => {
    expect(codeStylingFromHash('#tailwind-StyledGrid')).toBeNull();
    expect(codeStylingFromHash('#tailwind-StyledGrid.ts')).toBeNull();
  });

  it('matches substrings in order: tailwind-, css-, system-', () => {
    expect(codeStylingFromHash('#tailwind-StyledGrid.tsx')).toBe('tailwind');
    expect(codeStylingFromHash('#css-StyledGrid.js')).toBe('css');
    expect(codeStylingFromHash('#system-StyledGrid.js')).toBe('system');
    // A substring anywhere counts, and tailwind- wins over css-.
    expect(codeStylingFromHash('#custom-css-demo.tsx')).toBe('css');
    expect(codeStylingFromHash('#css-and-tailwind-demo.tsx')).toBe('tailwind');
    expect(codeStylingFromHash('#StyledGrid.tsx')).toBeNull();
  });
});

describe('seedCodePreferences', () => {
  it('takes the hash before the cookie before the default', () => {
    const cookieHeader = 'codeVariant=JS; codeStyling=CSS';
    expect(seedCodePreferences({ hash: '#tailwind-StyledGrid.tsx', cookieHeader })).toEqual({
      codeVariant: 'TS',
      codeStyling: 'tailwind',
    });
    expect(seedCodePreferences({ hash: '#sorting-order', cookieHeader })).toEqual({ codeVariant: 'JS', codeStyling: 'css' });
    expect(seedCodePreferences({ hash: '', cookieHeader: '' })).toEqual({ codeVariant: 'TS', codeStyling: 'system' });
  });

  it('decodes the encoded styling cookie and accepts the unencoded one', () => {
    expect(seedCodePreferences({ hash: '', cookieHeader: 'codeStyling=MUI%20System' }).codeStyling).toBe('system');
    expect(seedCodePreferences({ hash: '', cookieHeader: 'codeStyling=MUI System' }).codeStyling).toBe('system');
    expect(seedCodePreferences({ hash: '', cookieHeader: 'codeStyling=Tailwind' }).codeStyling).toBe('tailwind');
  });

  it('turns garbage into defaults', () => {
    for (const cookieHeader of ['codeVariant=ts; codeStyling=tailwind css', 'codeVariant=%E0%A4%A; codeStyling=%', ';;==;', 'codeVariant', '\u0000']) {
      expect(seedCodePreferences({ hash: '#%%%', cookieHeader })).toEqual({ codeVariant: 'TS', codeStyling: 'system' });
    }
    expect(readCookies('a=%E0%A4%A')).toEqual({ a: '%E0%A4%A' });
  });

  it('the hash seeds only what it names', () => {
    expect(seedCodePreferences({ hash: '#StyledGrid.js', cookieHeader: 'codeStyling=Tailwind' })).toEqual({
      codeVariant: 'JS',
      codeStyling: 'tailwind',
    });
  });
});

describe('parseCodeStyling', () => {
  it('accepts display names and ids, nothing else', () => {
    expect(parseCodeStyling('CSS')).toBe('css');
    expect(parseCodeStyling('css')).toBe('css');
    expect(parseCodeStyling('Plain CSS')).toBeNull();
    expect(parseCodeStyling(undefined)).toBeNull();
  });
});

describe('codePreferenceCookies', () => {
  it('writes a year-long, site-wide, Lax cookie, Secure on https, with the value encoded', () => {
    const [variant, styling] = codePreferenceCookies({ codeVariant: 'JS', codeStyling: 'system' }, { secure: true });
    expect(variant).toBe('codeVariant=JS; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
    expect(styling).toBe('codeStyling=MUI%20System; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
    const [plain] = codePreferenceCookies({ codeVariant: 'TS', codeStyling: 'css' }, { secure: false });
    expect(plain).not.toContain('Secure');
  });
});

describe('source links', () => {
  it('builds and reads them', () => {
    const url = 'https://mui.com/x/react-data-grid/sorting/#old';
    expect(demoSourceLink(url, 'BasicSorting', 'JS')).toBe('https://mui.com/x/react-data-grid/sorting/#BasicSorting.js');
    expect(demoSourceLink(url, 'StyledGrid', 'TS', 'tailwind')).toBe('https://mui.com/x/react-data-grid/sorting/#tailwind-StyledGrid.tsx');
    expect(demoNameFromHash('#BasicSorting.js')).toBe('BasicSorting');
    expect(demoNameFromHash('#tailwind-StyledGrid.tsx')).toBe('StyledGrid');
    expect(demoNameFromHash('#sorting-order')).toBeNull();
    expect(demoNameFromHash('#<img>.js')).toBeNull();
  });
});

describe('documents that refuse cookies', () => {
  it('reading gives no cookies and writing is skipped, without an exception', async () => {
    const { documentCookies, writeCodePreferenceCookies } = await import('./codePreferences');
    const refusing = {
      location: { protocol: 'https:' },
      get cookie(): string {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
      set cookie(_value: string) {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
    } as unknown as Document;
    expect(documentCookies(refusing)).toBe('');
    expect(() => writeCodePreferenceCookies(refusing, { codeVariant: 'JS', codeStyling: 'css' })).not.toThrow();
  });
});
