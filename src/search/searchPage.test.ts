import { describe, expect, it } from 'vitest';
import { readSearchQuery, searchPageHref, withSearchQuery } from './searchPage';

describe('readSearchQuery', () => {
  it('reads q as a form sends it, with or without the question mark', () => {
    expect(readSearchQuery('?q=getRowId')).toBe('getRowId');
    expect(readSearchQuery('q=row+grouping')).toBe('row grouping');
    expect(readSearchQuery('?q=row%20grouping&lang=en')).toBe('row grouping');
    expect(readSearchQuery('?x=1&q=%E2%8C%98K')).toBe('⌘K');
    expect(readSearchQuery('?q=a%2Bb')).toBe('a+b');
  });

  it('takes the first q', () => {
    expect(readSearchQuery('?q=first&q=second')).toBe('first');
  });

  it('gives the empty string when q is absent or empty', () => {
    expect(readSearchQuery('')).toBe('');
    expect(readSearchQuery('?')).toBe('');
    expect(readSearchQuery('?query=sorting')).toBe('');
    expect(readSearchQuery('?q')).toBe('');
    expect(readSearchQuery('?q=')).toBe('');
  });

  it('gives the empty string for a malformed escape, without throwing', () => {
    expect(readSearchQuery('?q=%E0%A4%A')).toBe('');
    expect(readSearchQuery('?q=%')).toBe('');
    expect(readSearchQuery('?q=%FF')).toBe('');
  });

  it('skips a parameter whose name is malformed and keeps looking', () => {
    expect(readSearchQuery('?%E0=1&q=charts')).toBe('charts');
  });
});

describe('searchPageHref', () => {
  it('puts the trimmed query in q, encoded', () => {
    expect(searchPageHref('getRowId')).toBe('/x/search/?q=getRowId');
    expect(searchPageHref('  row grouping ')).toBe('/x/search/?q=row+grouping');
    expect(searchPageHref('a&b=c#d')).toBe('/x/search/?q=a%26b%3Dc%23d');
  });

  it('is the bare page for a blank query', () => {
    expect(searchPageHref('')).toBe('/x/search/');
    expect(searchPageHref('   ')).toBe('/x/search/');
  });

  it('round-trips through readSearchQuery', () => {
    for (const query of ['sortng', 'row grouping', 'a+b', '100%', 'ダッシュ', '"quoted" <b>']) {
      expect(readSearchQuery(new URL(searchPageHref(query), 'https://mui.com').search)).toBe(query);
    }
  });
});

describe('withSearchQuery', () => {
  it('sets q and keeps the other parameters and the hash', () => {
    expect(withSearchQuery({ pathname: '/x/search/', search: '?q=old&ref=nav', hash: '#results' }, 'new query')).toBe('/x/search/?q=new+query&ref=nav#results');
    expect(withSearchQuery({ pathname: '/x/search/', search: '', hash: '' }, 'charts')).toBe('/x/search/?q=charts');
  });

  it('removes q when the field is cleared', () => {
    expect(withSearchQuery({ pathname: '/x/search/', search: '?q=old', hash: '' }, '')).toBe('/x/search/');
    expect(withSearchQuery({ pathname: '/x/search/', search: '?ref=nav&q=old', hash: '' }, '  ')).toBe('/x/search/?ref=nav');
  });
});
