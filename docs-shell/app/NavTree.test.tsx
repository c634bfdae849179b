// @vitest-environment jsdom
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from '@mui/material/styles';
import type { NavPage } from '../../src/nav/types';
import { NavTree } from './NavTree';
import { ShellContext } from './ShellContext';
import { shellTheme } from './theme';
import { createTranslate } from '../../src/i18n/translate';

const nav: NavPage[] = [
  { pathname: '/x/introduction-group', title: 'Introduction', children: [{ pathname: '/x/introduction/', title: 'Overview' }] },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      {
        pathname: '/x/react-data-grid/advanced',
        title: 'Advanced features',
        subheader: true,
        children: [
          { pathname: '/x/react-data-grid/tree-data/', plan: 'pro' },
          { pathname: '/x/react-data-grid/pivoting/', plan: 'premium', newFeature: true },
          { pathname: '/x/react-data-grid/charts-integration/', plan: 'premium', unstable: true },
          { pathname: '/x/react-data-grid/filter-panel/', planned: true },
        ],
      },
    ],
  },
];

function render(activeRoute: string | null) {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(
    <ThemeProvider theme={shellTheme}>
      <ShellContext.Provider value={{ go: () => {}, nav, userLanguage: 'en', t: createTranslate('en') }}>
        <NavTree activeRoute={activeRoute} />
      </ShellContext.Provider>
    </ThemeProvider>,
  );
  return container;
}

describe('NavTree', () => {
  it('marks the active page and expands only the groups above it', () => {
    const tree = render('/x/react-data-grid/pivoting/');
    expect(tree.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/x/react-data-grid/pivoting/');
    const toggles = [...tree.querySelectorAll('button[aria-expanded]')];
    expect(toggles.map((button) => [button.textContent, button.getAttribute('aria-expanded')])).toEqual([
      ['Introduction', 'false'],
      ['Data Grid', 'true'],
    ]);
    expect(tree.querySelector('#nav-x-introduction-group')?.hasAttribute('hidden')).toBe(true);
  });

  it('shows plan and status labels, with a title naming the plan', () => {
    const tree = render(null);
    const labelsOf = (href: string) =>
      [...tree.querySelectorAll(`a[href="${href}"] span`)].map((span) => span.textContent);
    expect(labelsOf('/x/react-data-grid/tree-data/')).toEqual(['Pro']);
    expect(labelsOf('/x/react-data-grid/pivoting/')).toEqual(['Premium', 'New']);
    expect(labelsOf('/x/react-data-grid/charts-integration/')).toEqual(['Premium', 'Preview']);
    expect(labelsOf('/x/react-data-grid/filter-panel/')).toEqual(['Planned']);
    expect(tree.querySelector('a[href="/x/react-data-grid/tree-data/"] .plan-pro')?.getAttribute('title')).toBe('Pro plan');
    expect(tree.textContent).toContain('Advanced features');
  });
});
