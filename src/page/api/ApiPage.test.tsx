import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApiMember, ApiPageData } from '../../apiDocs/types';
import { ApiPage, basePlanOf } from './ApiPage';
import { ComponentsApiPage } from './ComponentsApiPage';
import { componentsApiHeadings, type ComponentsApiData } from '../../apiDocs/pageText';

const member = (name: string, overrides: Partial<ApiMember> = {}): ApiMember => ({
  name,
  type: 'boolean',
  fullType: null,
  required: false,
  default: null,
  descriptionHtml: `<p>About ${name}.</p>`,
  deprecated: false,
  deprecationHtml: null,
  plan: 'community',
  ...overrides,
});

const data: ApiPageData = {
  kind: 'component',
  name: 'DataGridPremium',
  slug: 'data-grid-premium',
  product: 'data-grid',
  route: '/x/api/data-grid/data-grid-premium/',
  plan: 'premium',
  editions: [{ plan: 'premium', packageName: '@mui/x-data-grid-premium' }],
  packageVersion: '8.9.1',
  importPaths: ['@mui/x-data-grid-premium'],
  descriptionHtml: '<p>The grid.</p>',
  deprecated: false,
  members: [
    member('columns', { type: 'readonly GridColDef[]', required: true }),
    member('treeData', { plan: 'pro', default: 'false' }),
    member('rowGroupingModel', { plan: 'premium', type: "'a' | …", fullType: "'a' | 'b' | 'c'" }),
  ],
  methods: [],
  returns: null,
  inheritance: [],
  slots: [{ name: 'toolbar', default: 'GridToolbar', descriptionHtml: '<p>The toolbar.</p>', deprecated: false }],
  classesExport: 'gridClasses',
  classes: [{ key: 'root', className: 'MuiDataGrid-root', descriptionHtml: '<p>Root.</p>', deprecated: false }],
  refElement: 'HTMLDivElement',
  acceptsNativeProps: true,
  demos: [{ route: '/x/react-data-grid/', title: 'Data Grid' }],
  typeLinks: { GridColDef: '/x/api/data-grid/grid-col-def/' },
};

describe('ApiPage', () => {
  const html = renderToStaticMarkup(<ApiPage data={data} header={false} />);

  it('gives every prop an anchor, links its type to the interface page and marks required props', () => {
    expect(html).toContain('id="prop-columns"');
    expect(html).toContain('<a href="/x/api/data-grid/grid-col-def/">GridColDef</a>');
    expect(html).toMatch(/id="prop-columns".*\(required\)/);
  });

  it('labels the props a higher plan adds, counted from the plainest props of the page', () => {
    expect(basePlanOf(data.members, data.plan)).toBe('community');
    expect(html).toMatch(/id="prop-treeData".*Pro plan/);
    expect(html).toMatch(/id="prop-rowGroupingModel".*Premium plan/);
    expect(html).toContain('The Pro plan adds 1 prop and the Premium plan adds 1 prop');
  });

  it('shows a long type short, with the whole one in a disclosure and no link inside its summary', () => {
    expect(html).toMatch(/<details><summary><code dir="ltr">&#x27;a&#x27; \| …<\/code>/);
    expect(html).toContain('&#x27;a&#x27; | &#x27;b&#x27; | &#x27;c&#x27;');
    expect(html).not.toMatch(/<summary>[^]*?<a [^]*?<\/summary>/);
  });

  it('lists the docs pages whose demos use the component', () => {
    expect(html).toContain('<ul class="api-demos"><li><a href="/x/react-data-grid/">Data Grid</a></li></ul>');
  });

  it('leaves labels out when every prop has the page plan (a Pro-only component)', () => {
    const proOnly = { ...data, plan: 'pro' as const, members: [member('calendars', { plan: 'pro' })] };
    expect(renderToStaticMarkup(<ApiPage data={proOnly} header={false} />)).not.toContain('class="api-plan"');
  });
});

describe('ComponentsApiPage', () => {
  const other: ApiPageData = { ...data, name: 'DataGrid', slug: 'data-grid', route: '/x/api/data-grid/data-grid/', plan: 'community' };
  const tab: ComponentsApiData = {
    route: '/x/react-data-grid/components-api/',
    pageRoute: '/x/react-data-grid/',
    pageTitle: 'Data Grid',
    pageLead: 'Tables.',
    product: 'data-grid',
    components: [other, data],
  };
  const html = renderToStaticMarkup(<ComponentsApiPage data={tab} header={false} />);
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);

  it('keeps every id unique when components share the page', () => {
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['data-grid-prop-columns', 'data-grid-premium-prop-columns', 'data-grid-premium-slot-toolbar', 'data-grid-classes-root']));
  });

  it('renders exactly the headings its table of contents lists, without a Demos section', () => {
    const headingIds = [...html.matchAll(/<h[23][^>]* id="([^"]+)"/g)].map((match) => match[1]);
    expect(headingIds).toEqual(componentsApiHeadings(tab).map((heading) => heading.id));
    expect(html).not.toContain('api-demos');
  });

  it('links back to the demos and on to each full API page', () => {
    expect(html).toContain('<a href="/x/react-data-grid/">demos</a>');
    expect(html).toContain('<a href="/x/api/data-grid/data-grid-premium/">DataGridPremium API page</a>');
  });
});

