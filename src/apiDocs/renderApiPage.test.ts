import { describe, expect, it } from 'vitest';
import { apiPageFiles, indexFiles, renderApiPageMdx } from './renderApiPage';

describe('renderApiPageMdx', () => {
  const sidebarTitle = 'Tree View/API reference/Components/RichTreeView';
  const mdx = renderApiPageMdx('/x/api/tree-view/rich-tree-view/', apiPageFiles('rich-tree-view').json, 'ApiPage', '@mui/x-tree-view 8.9.0', sidebarTitle);

  it('keeps its folder id under the nav title in the sidebar, and renders the JSON beside it', () => {
    expect(mdx).toContain('<Meta title="Tree View/API reference/Components/RichTreeView" id="x-api-tree-view-rich-tree-view" />');
    expect(mdx).toContain("import data from './rich-tree-view.api.json';");
    expect(mdx).toContain("import { ApiPage } from '../../../../../src/page/api';");
    expect(mdx).toContain('<Unstyled><ApiPage data={data} /></Unstyled>');
    expect(mdx).toContain('@mui/x-tree-view 8.9.0');
  });

  it('renders an index page from the product folder', () => {
    const index = renderApiPageMdx('/x/api/charts/', indexFiles('charts').json, 'ApiIndexPage', '@mui/x-charts', 'Charts/API reference/Index');
    expect(index).toContain("import { ApiIndexPage } from '../../../../src/page/api';");
    expect(index).toContain("import data from './charts.index.json';");
  });

  it('is a pure function of its input', () => {
    expect(renderApiPageMdx('/x/api/tree-view/rich-tree-view/', 'rich-tree-view.api.json', 'ApiPage', 'x', sidebarTitle)).toBe(
      renderApiPageMdx('/x/api/tree-view/rich-tree-view/', 'rich-tree-view.api.json', 'ApiPage', 'x', sidebarTitle),
    );
  });
});
