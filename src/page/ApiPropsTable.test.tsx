import { describe, expect, it } from 'vitest';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ApiProp } from '../apiDocs/types';
import { ApiPropsTable, ApiSlotsTable } from './ApiPropsTable';

const prop = (overrides: Partial<ApiProp>): ApiProp => ({
  name: 'items',
  type: 'readonly R[]',
  required: false,
  default: null,
  description: '',
  deprecated: false,
  deprecationReason: null,
  ...overrides,
});

const props: ApiProp[] = [
  prop({ name: 'items', required: true, description: 'The items of the tree, as data.' }),
  prop({ name: 'checkboxSelection', type: 'boolean', default: 'false', description: 'If `true`, a checkbox is shown.\n\nSecond paragraph.' }),
  prop({ name: 'closeOnSelect', type: 'boolean', default: '`true` for desktop, `false` for mobile' }),
  prop({ name: 'autoHeight', type: 'boolean', deprecated: true, deprecationReason: 'Use a `flex` parent instead.' }),
];

const rowOf = (html: string, name: string) => html.match(new RegExp(`<tr id="prop-${name}">.*?</tr>`))?.[0] ?? '';

describe('ApiPropsTable', () => {
  const html = renderToStaticMarkup(<ApiPropsTable componentName="RichTreeView" props={props} />);

  it('is a captioned table with column and row headers', () => {
    expect(html).toContain('<caption');
    expect(html).toContain('Props of RichTreeView');
    expect(html.match(/<th scope="col">/g)).toHaveLength(4);
    expect(html.match(/<th scope="row">/g)).toHaveLength(4);
    expect(html).toContain('class="docs-table');
  });

  it('marks required props for sight and for screen readers', () => {
    const items = rowOf(html, 'items');
    expect(items).toContain('<code>items</code>');
    expect(items).toContain('aria-hidden="true"');
    expect(items).toContain(' (required)');
    expect(items).toContain('<code>readonly R[]</code>');
    expect(rowOf(html, 'checkboxSelection')).not.toContain('(required)');
  });

  it('shows the default in code and the description in paragraphs with code spans', () => {
    const row = rowOf(html, 'checkboxSelection');
    expect(row).toContain('<code>false</code>');
    expect(row).toContain('<p>If <code>true</code>, a checkbox is shown.</p><p>Second paragraph.</p>');
  });

  it('keeps the code spans of a default written as prose', () => {
    expect(rowOf(html, 'closeOnSelect')).toContain('<code>true</code> for desktop, <code>false</code> for mobile');
  });

  it('labels deprecated props and gives the reason', () => {
    const row = rowOf(html, 'autoHeight');
    expect(row).toContain('class="api-deprecated">Deprecated</span>');
    expect(row).toContain('<strong>Deprecated.</strong> Use a <code>flex</code> parent instead.');
  });

  it('says so when there is nothing to list', () => {
    expect(renderToStaticMarkup(<ApiPropsTable componentName="Empty" props={[]} />)).toBe('<p>Empty has no documented props.</p>');
  });
});

describe('ApiSlotsTable', () => {
  it('lists slots with their default component', () => {
    const html = renderToStaticMarkup(
      <ApiSlotsTable componentName="RichTreeView" slots={[{ name: 'root', default: 'RichTreeViewRoot', description: 'Element rendered at the root.', deprecated: false }]} />,
    );
    expect(html).toContain('Slots of RichTreeView');
    expect(html).toContain('<tr id="slot-root">');
    expect(html).toContain('<code>RichTreeViewRoot</code>');
    expect(html).toContain('<p>Element rendered at the root.</p>');
  });

  it('renders nothing without slots', () => {
    expect(renderToStaticMarkup(<ApiSlotsTable componentName="X" slots={[]} />)).toBe('');
  });
});
