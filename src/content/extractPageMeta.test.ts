import { describe, expect, it } from 'vitest';
import { extractPageMeta, PageMetaError } from './extractPageMeta';

const page = `import { Meta } from '@storybook/addon-docs/blocks';
import { Lead } from '../../src/page';

<Meta title="x/sample" />

# Data Grid - Sorting

<Lead>Sort rows by one or more columns, with your own comparators.</Lead>

## Basic sorting

Some text.

### Sort \`asc\` first

## Basic sorting

#### Too deep
`;

describe('extractPageMeta', () => {
  it('reads title, lead and headings with rehype-slug ids', () => {
    expect(extractPageMeta(page)).toEqual({
      title: 'Data Grid - Sorting',
      lead: 'Sort rows by one or more columns, with your own comparators.',
      headings: [
        { id: 'basic-sorting', text: 'Basic sorting', level: 2 },
        { id: 'sort-asc-first', text: 'Sort asc first', level: 3 },
        { id: 'basic-sorting-1', text: 'Basic sorting', level: 2 },
      ],
    });
  });

  it('names the file when the title or lead is missing', () => {
    expect(() => extractPageMeta('Just text', 'a.mdx')).toThrow(PageMetaError);
    expect(() => extractPageMeta('# Title\n\nNo lead', 'b.mdx')).toThrow('b.mdx: the page needs a <Lead>');
  });

  it('reads the components of the API tab, listed or taken from the demos', () => {
    const withTab = (declaration: string) => `import { Meta } from '@storybook/addon-docs/blocks';\n\n${declaration}\n\n# Pickers\n\n<Lead>Pick dates.</Lead>\n`;
    expect(extractPageMeta(withTab("export const componentsApi = ['DatePicker', 'DateCalendar'];")).componentsApi).toEqual(['DatePicker', 'DateCalendar']);
    expect(extractPageMeta(withTab("export const componentsApi = 'demos';")).componentsApi).toBe('demos');
    expect(extractPageMeta(withTab('export const other = 1;'))).not.toHaveProperty('componentsApi');
  });

  it('rejects a components list it cannot read, naming the file', () => {
    const page = (value: string) => `export const componentsApi = ${value};\n\n# T\n\n<Lead>L.</Lead>\n`;
    for (const value of ['[]', "['datePicker']", "'all'", '[DatePicker]', "['A', 1]"]) {
      expect(() => extractPageMeta(page(value), 'p.mdx')).toThrow("p.mdx: componentsApi must be 'demos' or a non-empty list");
    }
  });
});
