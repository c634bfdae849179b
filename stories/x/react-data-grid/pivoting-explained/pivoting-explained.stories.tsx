import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import PivotFlatTableDemo from './PivotFlatTable.tsx';
import pivotFlatTableSource from './PivotFlatTable.tsx?demo';
import PivotRowsDemo from './PivotRows.tsx';
import pivotRowsSource from './PivotRows.tsx?demo';
import PivotColumnsDemo from './PivotColumns.tsx';
import pivotColumnsSource from './PivotColumns.tsx?demo';
import PivotValuesDemo from './PivotValues.tsx';
import pivotValuesSource from './PivotValues.tsx?demo';
import PivotSeveralValuesDemo from './PivotSeveralValues.tsx';
import pivotSeveralValuesSource from './PivotSeveralValues.tsx?demo';
import PivotNestedDemo from './PivotNested.tsx';
import pivotNestedSource from './PivotNested.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const PivotFlatTable: Story = demoStory(PivotFlatTableDemo, pivotFlatTableSource);
export const PivotRows: Story = demoStory(PivotRowsDemo, pivotRowsSource);
export const PivotColumns: Story = demoStory(PivotColumnsDemo, pivotColumnsSource);
export const PivotValues: Story = demoStory(PivotValuesDemo, pivotValuesSource);
export const PivotSeveralValues: Story = demoStory(PivotSeveralValuesDemo, pivotSeveralValuesSource);
export const PivotNested: Story = demoStory(PivotNestedDemo, pivotNestedSource);

/** The separator the grid puts between the parts of a generated pivot column's field. */
const SEP = '>->';
const ROOT_FOOTER = 'auto-generated-group-footer-root';

/** The grouping cell whose text is `name` followed by its row count, e.g. "North (4)". */
function groupCell(canvasElement: HTMLElement, name: string) {
  const pattern = new RegExp(`^${name} \\(\\d+\\)$`);
  return Array.from(canvasElement.querySelectorAll<HTMLElement>('[role="gridcell"]')).find((cell) =>
    pattern.test(cell.textContent ?? ''),
  );
}

/** The cell of a (generated) column in the group row `name`. */
function cellOf(canvasElement: HTMLElement, name: string, field: string) {
  const row = groupCell(canvasElement, name)?.closest('[role="row"]');
  return (row?.querySelector(`[data-field="${field}"]`) ?? null) as HTMLElement | null;
}

/** A cell of the grand-total row pinned under the rows. */
const footerCell = (canvasElement: HTMLElement, field: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-id="${ROOT_FOOTER}"] [data-field="${field}"]`);

/** The texts of every column header and column group header. */
const headerTexts = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[role="columnheader"] .MuiDataGrid-columnHeaderTitle')).map(
    (title) => title.textContent?.trim() ?? '',
  );

PivotFlatTable.play = async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelectorAll('[role="row"][data-id]')).toHaveLength(8));
  await expect(headerTexts(canvasElement)).toEqual(['Quarter', 'Region', 'Product', 'Units', 'Revenue']);
};

PivotRows.play = async ({ canvasElement }) => {
  await waitFor(() => expect(groupCell(canvasElement, 'North')).toHaveTextContent('North (4)'));
  await expect(groupCell(canvasElement, 'South')).toHaveTextContent('South (4)');
  await expect(headerTexts(canvasElement)).not.toContain('Quarter');
};

PivotColumns.play = async ({ canvasElement }) => {
  await waitFor(() => expect(cellOf(canvasElement, 'North', `Q1${SEP}product`)).toHaveTextContent('2'));
  await expect(headerTexts(canvasElement)).toEqual(expect.arrayContaining(['Q1', 'Q2']));
  await expect(footerCell(canvasElement, `Q2${SEP}product`)).toHaveTextContent('4');
};

PivotValues.play = async ({ canvasElement }) => {
  await waitFor(() => expect(cellOf(canvasElement, 'North', `Q1${SEP}revenue`)).toHaveTextContent('$8,000'));
  await expect(cellOf(canvasElement, 'South', `Q2${SEP}revenue`)).toHaveTextContent('$13,040');
  await expect(footerCell(canvasElement, `Q1${SEP}revenue`)).toHaveTextContent('$16,160');
};

PivotSeveralValues.play = async ({ canvasElement }) => {
  await waitFor(() => expect(cellOf(canvasElement, 'North', `Q1${SEP}revenue`)).toHaveTextContent('$8,000'));
  await expect(cellOf(canvasElement, 'North', `Q1${SEP}units`)).toHaveTextContent('14');
  await expect(footerCell(canvasElement, `Q2${SEP}units`)).toHaveTextContent('29');
};

PivotNested.play = async ({ canvasElement }) => {
  await waitFor(() => expect(cellOf(canvasElement, 'North', `Q1${SEP}revenue`)).toHaveTextContent('$8,000'));
  await userEvent.click(within(groupCell(canvasElement, 'North')!).getByRole('button'));
  await waitFor(() => expect(groupCell(canvasElement, 'Laptop')).toBeTruthy());
  await expect(cellOf(canvasElement, 'Laptop', `Q1${SEP}revenue`)).toHaveTextContent('$4,800');
  await expect(cellOf(canvasElement, 'North', `Q1${SEP}revenue`)).toHaveTextContent('$8,000');
  await leaveFocus(canvasElement);
};
