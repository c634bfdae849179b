import { describe, expect, it } from 'vitest';
import { isLanguageExempt, languageFallbackScript, localizePath, pathnameToLanguage } from './languages';

describe('pathnameToLanguage', () => {
  it('serves English unprefixed', () => {
    expect(pathnameToLanguage('/x/react-data-grid/')).toEqual({
      language: 'en',
      canonicalPath: '/x/react-data-grid/',
      redirectToCanonical: false,
    });
  });

  it('sends an unlisted language prefix to the unprefixed page, dropping query and hash', () => {
    expect(pathnameToLanguage('/zh/x/react-data-grid/?tab=api#sorting')).toEqual({
      language: 'zh',
      canonicalPath: '/x/react-data-grid/',
      redirectToCanonical: true,
    });
    expect(pathnameToLanguage('/pt')).toEqual({ language: 'pt', canonicalPath: '/', redirectToCanonical: true });
    expect(pathnameToLanguage('/en/x/introduction/').redirectToCanonical).toBe(true);
  });

  it('keeps a listed language', () => {
    expect(pathnameToLanguage('/zh/x/introduction/', ['en', 'zh'])).toEqual({
      language: 'zh',
      canonicalPath: '/x/introduction/',
      redirectToCanonical: false,
    });
  });

  it('ignores two-letter segments that are not languages, and exempt paths', () => {
    expect(pathnameToLanguage('/xy/page/').canonicalPath).toBe('/xy/page/');
    expect(pathnameToLanguage('/zhx/page/').language).toBe('en');
    expect(pathnameToLanguage('/blog/zh-release/').language).toBe('en');
  });
});

describe('isLanguageExempt', () => {
  it('exempts the blog and the size snapshot only', () => {
    expect(isLanguageExempt('/blog')).toBe(true);
    expect(isLanguageExempt('/blog/mui-x-v8/')).toBe(true);
    expect(isLanguageExempt('/size-snapshot/')).toBe(true);
    expect(isLanguageExempt('/size-snapshot')).toBe(true);
    expect(isLanguageExempt('/blogger/')).toBe(false);
    expect(isLanguageExempt('/x/introduction/')).toBe(false);
  });
});

describe('localizePath', () => {
  it('leaves links alone for English readers', () => {
    expect(localizePath('/x/introduction/', 'en')).toBe('/x/introduction/');
  });

  it('keeps a listed reader language on internal links', () => {
    const listed = ['en', 'zh'];
    expect(localizePath('/x/introduction/', 'zh', listed)).toBe('/zh/x/introduction/');
    expect(localizePath('/zh/x/introduction/', 'zh', listed)).toBe('/zh/x/introduction/');
    expect(localizePath('/blog/release/', 'zh', listed)).toBe('/blog/release/');
    expect(localizePath('https://mui.com/x/', 'zh', listed)).toBe('https://mui.com/x/');
    expect(localizePath('//cdn.example/x', 'zh', listed)).toBe('//cdn.example/x');
  });

  it('does not prefix for a language that is not listed', () => {
    expect(localizePath('/x/introduction/', 'fr')).toBe('/x/introduction/');
  });
});

describe('languageFallbackScript', () => {
  const run = (pathname: string, search = '', hash = '') => {
    let replaced: string | null = null;
    const location = { pathname, search, hash, replace: (to: string) => (replaced = to) };
    new Function('location', languageFallbackScript())(location);
    return replaced;
  };

  it('sends unlisted language prefixes to the unprefixed page', () => {
    expect(run('/zh/x/introduction/', '?a=1', '#plans')).toBe('/x/introduction/?a=1#plans');
    expect(run('/en/x/react-data-grid/')).toBe('/x/react-data-grid/');
    expect(run('/fr')).toBe('/');
  });

  it('leaves other paths alone', () => {
    expect(run('/x/unknown/')).toBeNull();
    expect(run('/zhx/page/')).toBeNull();
  });
});
