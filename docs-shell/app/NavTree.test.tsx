// @vitest-environment jsdom
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoot } from 'react-dom/client';
import { act } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import type { NavPage } from '../../src/nav/types';
import { NavTree } from './NavTree';
import { ShellContext } from './ShellContext';
import { shellTheme } from './theme';
import { createTranslate } from '../../src/i18n/translate';

const nav: NavPage[] = [
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction/', title: 'Overview' },
      { pathname: '/x/llms.txt', title: 'llms.txt', newFeature: true, file: true },
    ],
  },
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

  it('leaves a file entry to the browser, while page links switch in the shell', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const visited: string[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <ThemeProvider theme={shellTheme}>
          <ShellContext.Provider value={{ go: (href: string) => visited.push(href), nav, userLanguage: 'en', t: createTranslate('en') }}>
            <NavTree activeRoute="/x/introduction/" />
          </ShellContext.Provider>
        </ThemeProvider>,
      );
    });
    // Whether the shell took the click, read after React's handlers (jsdom cannot follow the link itself).
    let shellTookClick = false;
    const readClick = (event: MouseEvent) => {
      shellTookClick = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', readClick);
    const click = (href: string) => {
      container.querySelector(`a[href="${href}"]`)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
      return shellTookClick;
    };
    expect(container.querySelector('a[href="/x/llms.txt"]')?.textContent).toBe('llms.txtNew');
    expect(click('/x/llms.txt')).toBe(false);
    expect(click('/x/introduction/')).toBe(true);
    expect(visited).toEqual(['/x/introduction/']);
    document.removeEventListener('click', readClick);
    await act(async () => root.unmount());
    container.remove();
  });
});
