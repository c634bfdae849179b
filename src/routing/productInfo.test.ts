import { describe, expect, it } from 'vitest';
import { getProductInfo, productDisplayName } from './productInfo';

const info = (productCategoryId: string | null, productId: string | null) => ({ productCategoryId, productId });

describe('getProductInfo', () => {
  it.each([
    ['/x/react-data-grid/sorting/', info('x', 'x-data-grid')],
    ['/x/react-date-pickers/date-picker/', info('x', 'x-date-pickers')],
    ['/x/react-charts/bars/', info('x', 'x-charts')],
    ['/x/react-tree-view/', info('x', 'x-tree-view')],
    ['/x/api/data-grid/data-grid/', info('x', 'x-data-grid')],
    ['/x/api/date-pickers/date-picker/', info('x', 'x-date-pickers')],
    ['/x/api/charts/bar-chart/', info('x', 'x-charts')],
    ['/x/api/tree-view/rich-tree-view/', info('x', 'x-tree-view')],
    ['/x/introduction/', info('x', null)],
    ['/x/migration/migration-data-grid-v7/', info('x', null)],
    ['/x/api/', info('x', null)],
    ['/material-ui/react-button/', info('core', 'material-ui')],
    ['/joy-ui/getting-started/', info('core', 'joy-ui')],
    ['/base-ui/react-menu/', info('core', 'base-ui')],
    ['/system/getting-started/', info('core', 'system')],
    ['/toolpad/studio/getting-started/', info('toolpad', 'toolpad-studio')],
    ['/toolpad/core/introduction/', info('toolpad', 'toolpad-core')],
    ['/docs/', info(null, 'docs')],
    ['/versions/', info(null, 'docs')],
    ['/production-error/', info(null, 'docs')],
    ['/experiments/docs/demos/', info(null, 'docs-infra')],
  ])('%s', (path, expected) => {
    expect(getProductInfo(path)).toEqual(expected);
  });

  it('ignores a language prefix, a query string and a hash', () => {
    for (const path of ['/zh/x/react-data-grid/', '/x/react-data-grid/?foo=1', '/x/react-data-grid/#sorting', '/x/react-data-grid?x=1#y', '/x/react-data-grid']) {
      expect(getProductInfo(path)).toEqual(info('x', 'x-data-grid'));
    }
    expect(getProductInfo('/pt/x/api/tree-view/tree-item/?a#b')).toEqual(info('x', 'x-tree-view'));
  });

  it('gives a real null for the root and unknown paths', () => {
    expect(getProductInfo('/')).toEqual(info(null, null));
    expect(getProductInfo('')).toEqual(info(null, null));
    expect(getProductInfo('/blog/')).toEqual(info(null, null));
    expect(getProductInfo('/xylophone/')).toEqual(info(null, null));
    expect(getProductInfo('/experiments/other/')).toEqual(info(null, null));
  });
});

describe('productDisplayName', () => {
  it('names MUI X pages by their category, others by product', () => {
    expect(productDisplayName(getProductInfo('/x/react-data-grid/sorting/'))).toBe('MUI X');
    expect(productDisplayName(getProductInfo('/x/introduction/'))).toBe('MUI X');
    expect(productDisplayName(getProductInfo('/material-ui/react-button/'))).toBe('Material UI');
    expect(productDisplayName(getProductInfo('/unknown/'))).toBe('MUI');
  });
});
