import { beforeAll, describe, expect, it } from 'vitest';
import { buildSiteRecords } from './siteRecords';
import { buildSearchIndexFiles, loadNamesIndex, loadProseIndex, searchSite, suggestTerms } from './searchIndex';
import { groupHits, hitHref } from './hits';
import { highlight, snippet } from './snippet';
import type { ApiContent } from '../apiDocs/pageText';
import type { ApiMember, ApiPageData } from '../apiDocs/types';

const sortingPage = `import { Lead, PlanLabel } from '../../src/page';

# Data Grid - Sorting

<Lead>Order rows by any column.</Lead>

Intro text about ordering.

## Sorting by clicking a header

Clicking a column header sorts the rows. The \`getRowId\` prop is not about sorting, but this prose mentions it.

\`\`\`tsx
const hidden = 'code is not prose';
\`\`\`

## Multi-column sorting <PlanLabel plan="pro" />

Sort by several columns at once.

### How readers add columns

Hold Shift while clicking.

#### A deeper heading

Still part of the section above.
`;

const member = (name: string, description: string, plan: ApiMember['plan'] = 'community'): ApiMember => ({
  name,
  type: 'string',
  fullType: null,
  required: false,
  default: null,
  descriptionHtml: `<p>${description}</p>`,
  deprecated: false,
  deprecationHtml: null,
  plan,
});

const gridPage = (name: string, slug: string, plan: ApiPageData['plan']): ApiContent => ({
  type: 'entry',
  data: {
    kind: 'component',
    name,
    slug,
    product: 'data-grid',
    route: `/x/api/data-grid/${slug}/`,
    plan,
    editions: [{ plan, packageName: '@mui/x-data-grid' }],
    packageVersion: '8.9.1',
    importPaths: ['@mui/x-data-grid'],
    descriptionHtml: '',
    deprecated: false,
    members: [member('getRowId', 'Return the id of a given row.'), member('treeData', 'If true, the rows are shown as a tree &amp; nested.', 'pro')],
    methods: [],
    returns: null,
    inheritance: [],
    slots: [{ name: 'toolbar', default: null, descriptionHtml: '<p>Component rendered above the grid.</p>', deprecated: false }],
    classesExport: 'gridClasses',
    classes: [
      { key: 'columnHeader', className: 'MuiDataGrid-columnHeader', descriptionHtml: '<p>Styles applied to the column header element.</p>', deprecated: false },
    ],
    refElement: 'HTMLDivElement',
    acceptsNativeProps: true,
    demos: [],
    typeLinks: {},
  },
});

const records = buildSiteRecords({
  docs: [
    { route: '/x/react-data-grid/sorting/', title: 'Data Grid - Sorting', lead: 'Order rows by any column.', source: sortingPage },
    {
      route: '/x/react-data-grid/pivoting/',
      title: 'Data Grid - Pivoting',
      lead: 'Turn rows into columns.',
      source: '# Data Grid - Pivoting\n\n<Lead>Turn rows into columns.</Lead>\n\n## Pivoting rows\n\nPivot a dataset. Pivoted cells keep their colour.\n',
      breadcrumbs: ['Data Grid', 'Advanced features'],
      plan: 'premium',
    },
  ],
  api: [gridPage('DataGrid', 'data-grid', 'community'), gridPage('DataGridPro', 'data-grid-pro', 'pro')],
});

describe('search records', () => {
  it('gives a docs page a record and each h2/h3 section its anchor, prose and plan', () => {
    const sorting = records.filter((record) => record.route === '/x/react-data-grid/sorting/');
    expect(sorting.map((record) => [record.kind, record.name, record.anchor, record.plan])).toEqual([
      ['page', 'Sorting', undefined, undefined],
      ['section', 'Sorting by clicking a header', 'sorting-by-clicking-a-header', undefined],
      ['section', 'Multi-column sorting', 'multi-column-sorting', 'pro'],
      ['section', 'How readers add columns', 'how-readers-add-columns', undefined],
    ]);
    expect(sorting[0]).toMatchObject({ title: 'Data Grid - Sorting', product: 'data-grid', text: 'Order rows by any column. Intro text about ordering.' });
    expect(sorting[1].text).toContain('Clicking a column header sorts the rows.');
    expect(sorting[1].text).not.toContain('code is not prose');
    expect(sorting[3].text).toBe('Hold Shift while clicking. A deeper heading Still part of the section above.');
  });

  it('gives sections the page plan unless their heading has its own', () => {
    const pivoting = records.filter((record) => record.route === '/x/react-data-grid/pivoting/');
    expect(pivoting.map((record) => record.plan)).toEqual(['premium', 'premium']);
  });

  it('gives API pages a record per prop, slot and CSS class with its anchor, plan and short description', () => {
    const grid = records.filter((record) => record.route === '/x/api/data-grid/data-grid/');
    expect(grid.map((record) => [record.name, record.anchor, record.detail, record.plan])).toEqual([
      ['DataGrid', undefined, 'component', undefined],
      ['getRowId', 'prop-getRowId', 'prop', undefined],
      ['treeData', 'prop-treeData', 'prop', 'pro'],
      ['toolbar', 'slot-toolbar', 'slot', undefined],
      ['columnHeader', 'classes-columnHeader', 'CSS class', undefined],
    ]);
    expect(grid.find((record) => record.name === 'treeData')?.text).toBe('If true, the rows are shown as a tree & nested.');
    expect(grid.every((record) => record.kind === 'api' && record.product === 'data-grid')).toBe(true);
  });

  it('lists a member shared with the same description once, on the shortest entry name', () => {
    const getRowId = records.filter((record) => record.name === 'getRowId' && record.kind === 'api');
    expect(getRowId).toHaveLength(1);
    expect(getRowId[0]).toMatchObject({ route: '/x/api/data-grid/data-grid/', also: ['DataGridPro'] });
  });
});

describe('search ranking', () => {
  const files = buildSearchIndexFiles(records);
  const names = loadNamesIndex(files.names('/assets/search-prose-0123456789ab.json'));
  let index: Awaited<ReturnType<typeof loadProseIndex>>;
  beforeAll(async () => {
    index = await loadProseIndex(files.prose, names.index);
  });
  const top = (query: string) => groupHits(searchSite(index, query)).flatMap((group) => group.hits.map(hitHref));

  it('ranks an exact prop name over a prose mention', () => {
    expect(top('getRowId')[0]).toBe('/x/api/data-grid/data-grid/#prop-getRowId');
    expect(top('getRowId')).toContain('/x/react-data-grid/sorting/#sorting-by-clicking-a-header');
  });

  it('finds pages despite typos', () => {
    expect(top('sortng')[0]).toBe('/x/react-data-grid/sorting/');
    expect(top('pivotting')[0]).toBe('/x/react-data-grid/pivoting/');
  });

  it('finds the word being typed by its prefix, and camelCase parts of names', () => {
    expect(top('multi-col')).toContain('/x/react-data-grid/sorting/#multi-column-sorting');
    expect(top('column header')).toContain('/x/api/data-grid/data-grid/#classes-columnHeader');
  });

  it('answers from names, headings and titles before the prose file arrives, then from prose too', () => {
    expect(names.proseUrl).toBe('/assets/search-prose-0123456789ab.json');
    expect(names.index.complete).toBe(false);
    expect(index.complete).toBe(true);
    const namesTop = groupHits(searchSite(names.index, 'getRowId')).flatMap((group) => group.hits);
    expect(namesTop.map(hitHref)).toEqual(['/x/api/data-grid/data-grid/#prop-getRowId']);
    expect(namesTop[0].text).toBe('');
    expect(searchSite(names.index, 'nested')).toEqual([]);
    const fullTop = searchSite(index, 'nested');
    expect(fullTop.map(hitHref)).toEqual(['/x/api/data-grid/data-grid/#prop-treeData']);
    expect(fullTop[0].text).toBe('If true, the rows are shown as a tree & nested.');
  });

  it('refuses a prose file of another index', async () => {
    await expect(loadProseIndex(JSON.stringify({ version: 2, texts: ['one'], index: {} }), names.index)).rejects.toThrow(/prose file/);
  });

  it('finds a page by the nav groups it is in', () => {
    expect(top('advanced features')[0]).toBe('/x/react-data-grid/pivoting/');
  });

  it('finds British prose with American spelling and the other way round', () => {
    expect(top('color')).toEqual(['/x/react-data-grid/pivoting/#pivoting-rows']);
    expect(top('colours')).toEqual(['/x/react-data-grid/pivoting/#pivoting-rows']);
  });

  it('suggests the nearest terms for a query without results', () => {
    expect(searchSite(index, 'sortnig')).toEqual([]);
    expect(suggestTerms(index, 'sortnig')).toContain('sorting');
  });
});

describe('snippets', () => {
  it('marks every match of the terms', () => {
    expect(highlight('Sort rows; sorting is on', ['sort'])).toEqual([
      { text: 'Sort', mark: true },
      { text: ' rows; ', mark: false },
      { text: 'sort', mark: true },
      { text: 'ing is on', mark: false },
    ]);
  });

  it('marks terms at the start of words and camelCase parts only', () => {
    expect(highlight('rows in the browser, getRowId', ['row']).filter((segment) => segment.mark)).toEqual([
      { text: 'row', mark: true },
      { text: 'Row', mark: true },
    ]);
  });

  it('cuts a window around the first match', () => {
    const text = `${'word '.repeat(60)}the needle is here ${'tail '.repeat(40)}`;
    const segments = snippet(text, ['needle'], 80);
    const joined = segments.map((segment) => segment.text).join('');
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(segments.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual(['needle']);
  });
});
