import { describe, expect, it } from 'vitest';
import { pages } from '../nav/pages';
import { collectPageRoutes, validateNav } from '../nav/validate';
import { routeFromImportPath } from '../routing/routes';
import { getProductInfo } from '../routing/productInfo';
import { apiComponents, apiPageDir, apiPageRoute, apiProducts, apiReferenceNav, type ApiProduct } from './components';
import { apiPageFiles } from './renderApiPage';

describe('documented components', () => {
  it('have unique names and routes, with kebab-case slugs', () => {
    expect(new Set(apiComponents.map((component) => component.name)).size).toBe(apiComponents.length);
    expect(new Set(apiComponents.map(apiPageRoute)).size).toBe(apiComponents.length);
    for (const component of apiComponents) expect(component.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('are served at /x/api/<product>/<slug>/, the folder of their generated page', () => {
    const richTreeView = apiComponents.find((component) => component.name === 'RichTreeView')!;
    expect(apiPageRoute(richTreeView)).toBe('/x/api/tree-view/rich-tree-view/');
    for (const component of apiComponents) {
      const importPath = `./${apiPageDir(component)}/${apiPageFiles(component).mdx}`;
      expect(routeFromImportPath(importPath)).toBe(apiPageRoute(component));
    }
  });

  it('belong to the product of their API path (meta tags, version menu)', () => {
    const productIds: Record<ApiProduct, string> = {
      'data-grid': 'x-data-grid',
      'date-pickers': 'x-date-pickers',
      charts: 'x-charts',
      'tree-view': 'x-tree-view',
    };
    for (const component of apiComponents) {
      expect(getProductInfo(apiPageRoute(component))).toEqual({ productCategoryId: 'x', productId: productIds[component.product] });
    }
  });

  it("link to their product's overview", () => {
    expect(apiProducts['tree-view'].docsRoute).toBe('/x/react-tree-view/');
  });
});

describe('apiReferenceNav', () => {
  it('builds an "API reference" subheader with one entry per component of the product, titled by name', () => {
    expect(apiReferenceNav('tree-view')).toEqual({
      pathname: '/x/api/tree-view-group',
      title: 'API reference',
      subheader: true,
      children: [
        { pathname: '/x/api/tree-view/rich-tree-view/', title: 'RichTreeView' },
        { pathname: '/x/api/tree-view/simple-tree-view/', title: 'SimpleTreeView' },
        { pathname: '/x/api/tree-view/tree-item/', title: 'TreeItem' },
      ],
    });
  });

  it('puts every documented component in the site navigation once, and the tree stays valid', () => {
    expect(() => validateNav(pages)).not.toThrow();
    const routes = collectPageRoutes(pages);
    for (const component of apiComponents) {
      expect(routes.filter((route) => route === apiPageRoute(component)), component.name).toHaveLength(1);
    }
  });
});
