import { describe, expect, it } from 'vitest';
import { buildVersionMenu, highestVersion, menuProductFor } from './versions';

describe('buildVersionMenu', () => {
  it('marks the installed version current, linking to the page here', () => {
    const menu = buildVersionMenu('x-data-grid', '8.9.1', '/x/react-data-grid/sorting/');
    expect(menu.name).toBe('Data Grid');
    expect(menu.current).toEqual({ text: 'v8.9.1', href: '/x/react-data-grid/sorting/', current: true });
    expect(menu.items).toEqual([
      { text: 'v9', href: 'https://mui.com/x/react-data-grid/', current: false },
      { text: 'v8.9.1', href: '/x/react-data-grid/sorting/', current: true },
      { text: 'v7', href: 'https://v7.mui.com/x/react-data-grid/', current: false },
      { text: 'v6', href: 'https://v6.mui.com/x/react-data-grid/', current: false },
      { text: 'v5', href: 'https://v5.mui.com/x/react-data-grid/', current: false },
      { text: 'v4', href: 'https://v4.mui.com/components/data-grid/', current: false },
    ]);
  });

  it('has the legacy links of each product', () => {
    expect(buildVersionMenu('x-date-pickers', '8.9.0', '/x/react-date-pickers/').items.map((item) => item.text)).toEqual([
      'v9',
      'v8.9.0',
      'v7',
      'v6',
      'v5',
    ]);
    expect(buildVersionMenu('x-date-pickers', '8.9.0', '/').items.at(-1)?.href).toBe(
      'https://v5.mui.com/x/react-date-pickers/getting-started/',
    );
    expect(buildVersionMenu('x-charts', '8.9.0', '/x/react-charts/').items.map((item) => item.text)).toEqual(['v9', 'v8.9.0', 'v7', 'v6']);
    const treeView = buildVersionMenu('x-tree-view', '8.9.0', '/x/api/tree-view/rich-tree-view/');
    expect(treeView.items.map((item) => [item.text, item.href])).toEqual([
      ['v9', 'https://mui.com/x/react-tree-view/'],
      ['v8.9.0', '/x/api/tree-view/rich-tree-view/'],
      ['v7', 'https://v7.mui.com/x/react-tree-view/'],
      ['v6', 'https://v6.mui.com/x/react-tree-view/getting-started'],
    ]);
  });

  it('keeps a language prefix on other hosts', () => {
    expect(buildVersionMenu('x', '8.9.1', '/zh/x/introduction/', '/zh').items[2].href).toBe('https://v7.mui.com/zh/x/introduction/');
  });

  it('fails loudly for a major the menu does not list', () => {
    expect(() => buildVersionMenu('x-tree-view', '5.0.0', '/')).toThrow('does not list major 5');
    expect(() => buildVersionMenu('x', 'next', '/')).toThrow('Invalid installed version');
  });
});

describe('menuProductFor', () => {
  it('uses the product menu, else the generic one', () => {
    expect(menuProductFor('x-tree-view')).toBe('x-tree-view');
    expect(menuProductFor('x-data-grid')).toBe('x-data-grid');
    expect(menuProductFor(null)).toBe('x');
    expect(menuProductFor('material-ui')).toBe('x');
  });
});

describe('highestVersion', () => {
  it('compares numerically', () => {
    expect(highestVersion(['8.9.0', '8.9.1', '8.10.0', '8.9.0'])).toBe('8.10.0');
  });
});
