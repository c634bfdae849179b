import { describe, expect, it } from 'vitest';
import { buildRouteTable, normalizeRoute, routeFromImportPath, RouteTableError, type StoryIndex } from './routes';

describe('routeFromImportPath', () => {
  it('maps the page folder to its route', () => {
    expect(routeFromImportPath('./stories/x/react-data-grid/sorting/sorting.mdx')).toBe('/x/react-data-grid/sorting/');
    expect(routeFromImportPath('./stories/x/introduction/overview.mdx')).toBe('/x/introduction/');
  });
  it('ignores files that are not pages', () => {
    expect(routeFromImportPath('./stories/x/react-data-grid/sorting/sorting.stories.tsx')).toBeNull();
    expect(routeFromImportPath('./src/readme.mdx')).toBeNull();
    expect(routeFromImportPath('./stories/root.mdx')).toBeNull();
  });
});

const entry = (id: string, importPath: string, type: 'docs' | 'story' = 'docs') => ({
  id,
  type,
  importPath,
  title: id,
  name: 'Docs',
});

describe('buildRouteTable', () => {
  it('keeps docs entries and sorts them', () => {
    const index: StoryIndex = {
      v: 5,
      entries: {
        b: entry('x-react-data-grid-sorting--docs', './stories/x/react-data-grid/sorting/sorting.mdx'),
        s: entry('x-react-data-grid-sorting--basic', './stories/x/react-data-grid/sorting/sorting.stories.tsx', 'story'),
        a: entry('x-introduction-overview--docs', './stories/x/introduction/overview.mdx'),
      },
    };
    expect(buildRouteTable(index)).toEqual([
      { route: '/x/introduction/', docsId: 'x-introduction-overview--docs', importPath: './stories/x/introduction/overview.mdx' },
      {
        route: '/x/react-data-grid/sorting/',
        docsId: 'x-react-data-grid-sorting--docs',
        importPath: './stories/x/react-data-grid/sorting/sorting.mdx',
      },
    ]);
  });

  it('refuses two pages in one folder', () => {
    const index: StoryIndex = {
      v: 5,
      entries: {
        a: entry('a--docs', './stories/x/a/one.mdx'),
        b: entry('b--docs', './stories/x/a/two.mdx'),
      },
    };
    expect(() => buildRouteTable(index)).toThrow(RouteTableError);
    expect(() => buildRouteTable(index)).toThrow('Route "/x/a/" has two pages');
  });
});

describe('normalizeRoute', () => {
  it('adds the trailing slash and folds index.html', () => {
    expect(normalizeRoute('/x/introduction')).toBe('/x/introduction/');
    expect(normalizeRoute('/x/introduction/index.html')).toBe('/x/introduction/');
    expect(normalizeRoute('//x//a')).toBe('/x/a/');
  });
});
