import { describe, expect, it } from 'vitest';
import { collectFileRoutes, collectPageRoutes, findNavContentMismatches, validateNav, NavValidationError } from './validate';
import { pages } from './pages';
import type { NavPage } from './types';

describe('validateNav', () => {
  it('accepts the production tree', () => {
    expect(() => validateNav(pages)).not.toThrow();
  });

  it('names a duplicated pathname', () => {
    const tree: NavPage[] = [
      { pathname: '/x/a-group', children: [{ pathname: '/x/a/' }, { pathname: '/x/b/' }] },
      { pathname: '/x/c-group', children: [{ pathname: '/x/b/' }] },
    ];
    expect(() => validateNav(tree)).toThrow(NavValidationError);
    expect(() => validateNav(tree)).toThrow('Duplicated pathname "/x/b/"');
  });

  it('treats a duplicated group pseudo-path as an error too', () => {
    const tree: NavPage[] = [
      { pathname: '/x/a-group', children: [{ pathname: '/x/a/' }] },
      { pathname: '/x/a-group', children: [{ pathname: '/x/b/' }] },
    ];
    expect(() => validateNav(tree)).toThrow('Duplicated pathname "/x/a-group"');
  });

  it('rejects page routes without a trailing slash and malformed pathnames', () => {
    expect(() => validateNav([{ pathname: '/x/a' }])).toThrow('must end with "/"');
    expect(() => validateNav([{ pathname: 'x/a/' }])).toThrow('Malformed pathname');
    expect(() => validateNav([{ pathname: '/x/A B/' }])).toThrow('Malformed pathname');
  });

  it('accepts a file entry and rejects one that names no file', () => {
    expect(() => validateNav([{ pathname: '/x/llms.txt', file: true }])).not.toThrow();
    expect(() => validateNav([{ pathname: '/x/llms/', file: true }])).toThrow('must name a file');
    expect(() => validateNav([{ pathname: '/x/llms.txt' }])).toThrow('must end with "/"');
  });

  it('accepts a section link of a page and rejects one that is a group or misses the route slash', () => {
    expect(() => validateNav([{ pathname: '/x/react-charts/#planned-charts', planned: true }])).not.toThrow();
    expect(() => validateNav([{ pathname: '/x/react-charts#planned-charts' }])).toThrow('Section link');
    expect(() => validateNav([{ pathname: '/x/g#a', children: [{ pathname: '/x/a/' }] }])).toThrow('Section link');
    expect(() => validateNav([{ pathname: '/x/react-charts/#Planned Charts' }])).toThrow('Malformed pathname');
  });

  it('rejects an empty subheader', () => {
    expect(() => validateNav([{ pathname: '/x/s', subheader: true, children: [] }])).toThrow('has no pages');
  });
});

describe('findNavContentMismatches', () => {
  const tree: NavPage[] = [{ pathname: '/x/g', children: [{ pathname: '/x/a/' }, { pathname: '/x/b/' }] }];

  it('reports a nav entry without a page and a page without a nav entry', () => {
    expect(findNavContentMismatches(tree, ['/x/a/', '/x/c/'])).toEqual([
      expect.stringContaining('"/x/b/" has no page'),
      expect.stringContaining('"/x/c/" is not in the navigation tree'),
    ]);
  });

  it('accepts hidden pages', () => {
    expect(findNavContentMismatches(tree, ['/x/a/', '/x/b/', '/x/h/'], ['/x/h/'])).toEqual([]);
  });

  it('lists leaf routes depth first', () => {
    expect(collectPageRoutes(tree)).toEqual(['/x/a/', '/x/b/']);
  });

  it('leaves file entries out of the pages: they need no page and are not routes', () => {
    const withFile: NavPage[] = [{ pathname: '/x/g', children: [{ pathname: '/x/a/' }, { pathname: '/x/llms.txt', file: true }] }];
    expect(collectPageRoutes(withFile)).toEqual(['/x/a/']);
    expect(collectFileRoutes(withFile)).toEqual(['/x/llms.txt']);
    expect(findNavContentMismatches(withFile, ['/x/a/'])).toEqual([]);
  });

  it('leaves section links out of the pages, and reports one whose page does not exist', () => {
    const withAnchor: NavPage[] = [{ pathname: '/x/g', children: [{ pathname: '/x/a/' }, { pathname: '/x/a/#planned', planned: true }] }];
    expect(collectPageRoutes(withAnchor)).toEqual(['/x/a/']);
    expect(collectFileRoutes(withAnchor)).toEqual([]);
    expect(findNavContentMismatches(withAnchor, ['/x/a/'])).toEqual([]);
    const dangling: NavPage[] = [{ pathname: '/x/b/#planned', planned: true }];
    expect(findNavContentMismatches(dangling, [])).toEqual([expect.stringContaining('links a section of "/x/b/", which has no page')]);
  });
});
