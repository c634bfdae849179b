import { describe, expect, it } from 'vitest';
import { buildLlmsTxt } from './llmsTxt';
import type { ShellPage } from './sitePages';

const page = (route: string, title: string, breadcrumbs: string[], lead: string, overrides: Partial<ShellPage> = {}): ShellPage => ({
  route,
  kind: 'docs',
  docsId: `${route}--docs`,
  navTitle: title,
  title,
  lead,
  headings: [],
  breadcrumbs,
  previous: null,
  next: null,
  productId: null,
  productCategoryId: null,
  siteName: 'MUI X',
  ...overrides,
});

const pages: ShellPage[] = [
  page('/x/introduction/', 'MUI X', ['Introduction'], 'What MUI X is.'),
  page('/x/react-data-grid/', 'Data Grid', ['Data Grid'], 'A fast grid.'),
  page('/x/react-data-grid/column-pinning/', 'Data Grid - Column pinning', ['Data Grid', 'Main features', 'Columns'], 'Keep columns\n  in view [left or right].'),
  page('/x/api/data-grid/data-grid/', 'DataGrid API', ['Data Grid', 'API reference'], 'Props and slots.', { kind: 'api', description: 'API reference of DataGrid: props and slots.' }),
  page('/x/react-date-pickers/date-picker/', 'Date Picker', ['Date and Time Pickers', 'Components'], 'Pick a date.', { tabs: { pageRoute: '/x/react-date-pickers/date-picker/', active: 'demos' } }),
  page('/x/react-date-pickers/date-picker/components-api/', 'Date Picker', ['Date and Time Pickers', 'Components'], 'Pick a date.', {
    tabs: { pageRoute: '/x/react-date-pickers/date-picker/', active: 'components-api' },
  }),
];

describe('buildLlmsTxt', () => {
  const text = buildLlmsTxt(pages, 'https://mui.com');

  it('starts with the title and a summary, as llms.txt requires', () => {
    expect(text.split('\n').slice(0, 3)).toEqual(['# MUI X', '', expect.stringMatching(/^> Documentation of MUI X v8/)]);
  });

  it('groups pages like the nav, one link per line with its one-line summary', () => {
    expect(text).toContain(
      [
        '## Data Grid',
        '',
        '- [Data Grid](https://mui.com/x/react-data-grid/): A fast grid.',
        '',
        '### Main features › Columns',
        '',
        '- [Data Grid - Column pinning](https://mui.com/x/react-data-grid/column-pinning/): Keep columns in view [left or right].',
        '',
        '### API reference',
        '',
        '- [DataGrid API](https://mui.com/x/api/data-grid/data-grid/): API reference of DataGrid: props and slots.',
      ].join('\n'),
    );
    expect(text).toContain('## Introduction\n\n- [MUI X](https://mui.com/x/introduction/): What MUI X is.\n');
  });

  it('lists a page with tabs once, and ends with a newline', () => {
    expect(text.split('\n').filter((line) => line.includes('/date-picker/'))).toEqual(['- [Date Picker](https://mui.com/x/react-date-pickers/date-picker/): Pick a date.']);
    expect(text.endsWith('.\n')).toBe(true);
  });
});
