import { describe, expect, it } from 'vitest';
import { createHeadingSlugger, rehypeHeadingIds } from './headingIds';

describe('createHeadingSlugger', () => {
  it('slugs like GitHub, without trailing hyphens, and numbers repeats', () => {
    const slug = createHeadingSlugger();
    expect(slug('Multi-column sorting ')).toBe('multi-column-sorting');
    expect(slug('Sort `asc` first')).toBe('sort-asc-first');
    expect(slug('Multi-column sorting')).toBe('multi-column-sorting-1');
  });
});

describe('rehypeHeadingIds', () => {
  it('gives headings ids from their text, ignoring JSX children, keeping existing ids', () => {
    const heading = (tagName: string, children: object[], properties = {}) => ({ type: 'element', tagName, properties, children });
    const tree = {
      type: 'root',
      children: [
        heading('h1', [{ type: 'text', value: 'Sorting' }]),
        heading('h2', [{ type: 'text', value: 'Multi-column sorting ' }, { type: 'mdxJsxTextElement', name: 'PlanLabel', children: [] }]),
        heading('h3', [{ type: 'element', tagName: 'code', children: [{ type: 'text', value: 'DataGridPro' }] }]),
        heading('h2', [{ type: 'text', value: 'Kept' }], { id: 'custom' }),
      ],
    };
    rehypeHeadingIds()(tree as never);
    expect(tree.children.map((node) => (node as unknown as { properties: { id: string } }).properties.id)).toEqual([
      'sorting',
      'multi-column-sorting',
      'datagridpro',
      'custom',
    ]);
  });
});
