import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus, pageOf } from '../../../../src/demo/play';
import PivotingInitialStateDemo from './PivotingInitialState.tsx';
import pivotingInitialStateSource from './PivotingInitialState.tsx?demo';
import PivotingPanelDemo from './PivotingPanel.tsx';
import pivotingPanelSource from './PivotingPanel.tsx?demo';
import PivotingControlledDemo from './PivotingControlled.tsx';
import pivotingControlledSource from './PivotingControlled.tsx?demo';
import PivotingValuesDemo from './PivotingValues.tsx';
import pivotingValuesSource from './PivotingValues.tsx?demo';
import PivotingDateColumnsDemo from './PivotingDateColumns.tsx';
import pivotingDateColumnsSource from './PivotingDateColumns.tsx?demo';
import PivotingDerivedColumnsDemo from './PivotingDerivedColumns.tsx';
import pivotingDerivedColumnsSource from './PivotingDerivedColumns.tsx?demo';
import PivotingColDefDemo from './PivotingColDef.tsx';
import pivotingColDefSource from './PivotingColDef.tsx?demo';
import PivotingSortFilterDemo from './PivotingSortFilter.tsx';
import pivotingSortFilterSource from './PivotingSortFilter.tsx?demo';
import PivotingDisableDemo from './PivotingDisable.tsx';
import pivotingDisableSource from './PivotingDisable.tsx?demo';
import PivotingApiDemo from './PivotingApi.tsx';
import pivotingApiSource from './PivotingApi.tsx?demo';
import PivotingSalesReportDemo from './PivotingSalesReport.tsx';
import pivotingSalesReportSource from './PivotingSalesReport.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const PivotingInitialState: Story = demoStory(PivotingInitialStateDemo, pivotingInitialStateSource);
export const PivotingPanel: Story = demoStory(PivotingPanelDemo, pivotingPanelSource);
export const PivotingControlled: Story = demoStory(PivotingControlledDemo, pivotingControlledSource);
export const PivotingValues: Story = demoStory(PivotingValuesDemo, pivotingValuesSource);
export const PivotingDateColumns: Story = demoStory(PivotingDateColumnsDemo, pivotingDateColumnsSource);
export const PivotingDerivedColumns: Story = demoStory(PivotingDerivedColumnsDemo, pivotingDerivedColumnsSource);
export const PivotingColDef: Story = demoStory(PivotingColDefDemo, pivotingColDefSource);
export const PivotingSortFilter: Story = demoStory(PivotingSortFilterDemo, pivotingSortFilterSource);
export const PivotingDisable: Story = demoStory(PivotingDisableDemo, pivotingDisableSource);
export const PivotingApi: Story = demoStory(PivotingApiDemo, pivotingApiSource);
export const PivotingSalesReport: Story = demoStory(PivotingSalesReportDemo, pivotingSalesReportSource);

/** The separator the grid puts between the parts of a generated pivot column's field. */
const SEP = '>->';
const ROOT_FOOTER = 'auto-generated-group-footer-root';

/** The grouping cell whose text is `name` followed by its row count, e.g. "Europe (8)". */
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

/** Opens the add menu of a field in the pivot panel's field list and picks a section. */
async function addField(canvasElement: HTMLElement, name: string, section: 'Rows' | 'Columns' | 'Values') {
  const field = Array.from(canvasElement.querySelectorAll<HTMLElement>('.MuiDataGrid-pivotPanelField')).find(
    (element) => element.textContent === name,
  );
  await userEvent.click(within(field!).getByRole('button', { name: 'Field options' }));
  await userEvent.click(await pageOf(canvasElement).findByRole('menuitem', { name: `Add to ${section}` }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('menu')).toBeNull());
}

/** Waits until no menu, listbox or tooltip is open, then moves focus out of the demo. */
async function settle(canvasElement: HTMLElement) {
  const page = pageOf(canvasElement);
  await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  await leaveFocus(canvasElement);
  await userEvent.unhover(canvasElement);
  await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
}

PivotingInitialState.play = async ({ canvasElement }) => {
  await waitFor(() => expect(cellOf(canvasElement, 'Europe', `Laptop${SEP}revenue`)).toHaveTextContent('$26,400'));
  await expect(headerTexts(canvasElement)).toEqual(expect.arrayContaining(['Laptop', 'Monitor', 'Dock']));
  await expect(footerCell(canvasElement, `Laptop${SEP}revenue`)).toHaveTextContent('$92,400');
};

PivotingControlled.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(groupCell(canvasElement, 'Europe')).toBeTruthy());
  await userEvent.click(canvas.getByRole('combobox', { name: 'Rows by' }));
  await userEvent.click(await pageOf(canvasElement).findByRole('option', { name: 'Product' }));
  await waitFor(() => expect(groupCell(canvasElement, 'Laptop')).toBeTruthy());
  await expect(canvas.getByText(/rows: product · columns: channel/)).toBeInTheDocument();
  await expect(groupCell(canvasElement, 'Europe')).toBeUndefined();
  await settle(canvasElement);
};

PivotingValues.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(cellOf(canvasElement, 'Laptop', 'revenue')).toHaveTextContent('$92,400'));
  await expect(cellOf(canvasElement, 'Laptop', 'units')).toHaveTextContent('77');
  await expect(cellOf(canvasElement, 'Laptop', 'channel')).toHaveTextContent('12');
  await userEvent.click(canvas.getByRole('button', { name: 'Average' }));
  await waitFor(() => expect(cellOf(canvasElement, 'Laptop', 'revenue')).toHaveTextContent('$7,700'));
  await userEvent.click(canvas.getByRole('button', { name: 'Largest order' }));
  await waitFor(() => expect(cellOf(canvasElement, 'Laptop', 'revenue')).toHaveTextContent('$14,400'));
  await settle(canvasElement);
};

PivotingDateColumns.play = async ({ canvasElement }) => {
  await waitFor(() => expect(cellOf(canvasElement, 'Americas', `2024${SEP}Q2${SEP}revenue`)).toHaveTextContent('$14,400'));
  await expect(headerTexts(canvasElement)).toEqual(expect.arrayContaining(['2024', '2025', 'Q1', 'Q4']));
};

PivotingDerivedColumns.play = async ({ canvasElement }) => {
  await waitFor(() => expect(cellOf(canvasElement, '01 Jan', `2025${SEP}units`)).toHaveTextContent('9'));
  await expect(groupCell(canvasElement, '03 Mar')).toHaveTextContent('03 Mar (2)');
  await expect(headerTexts(canvasElement)).toEqual(expect.arrayContaining(['2024', '2025', 'Order date (month)']));
  await waitFor(() => expect(footerCell(canvasElement, `2025${SEP}units`)).toHaveTextContent('86'));
};

PivotingColDef.play = async ({ canvasElement }) => {
  await waitFor(() => expect(headerTexts(canvasElement)).toEqual(expect.arrayContaining(['Sales', 'Qty'])));
  await expect(cellOf(canvasElement, 'Laptop', `2025${SEP}revenue`)).toHaveClass('latest-year');
  await expect(cellOf(canvasElement, 'Laptop', `2024${SEP}revenue`)).not.toHaveClass('latest-year');
};

PivotingSortFilter.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(cellOf(canvasElement, 'Europe', `2025${SEP}revenue`)).toHaveTextContent('$21,680'));
  // Years run newest first.
  const years = headerTexts(canvasElement).filter((text) => /^20\d\d$/.test(text));
  await expect(years).toEqual(['2025', '2024']);
  await userEvent.click(canvas.getByRole('button', { name: 'Online' }));
  await waitFor(() => expect(cellOf(canvasElement, 'Europe', `2025${SEP}revenue`)).toHaveTextContent('$4,800'));
  await settle(canvasElement);
};

PivotingDisable.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(headerTexts(canvasElement)).toContain('Order date'));
  // The panel lists every pivotable field: "Order" is not one.
  const panel = canvasElement.querySelector<HTMLElement>('.MuiDataGrid-pivotPanelBody');
  await expect(panel).toBeTruthy();
  await expect(within(panel!).queryByText('Order', { exact: true })).toBeNull();
  await expect(within(panel!).getByText('Region')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('switch', { name: 'Disable pivoting' }));
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-pivotPanelBody')).toBeNull());
  await expect(canvas.queryByRole('button', { name: 'Pivot' })).toBeNull();
  await settle(canvasElement);
};

PivotingApi.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Quarterly units' }));
  await waitFor(() => expect(cellOf(canvasElement, 'Laptop', `2024${SEP}Q2${SEP}units`)).toHaveTextContent('20'));
  await userEvent.click(canvas.getByRole('button', { name: 'Toggle pivot mode' }));
  await waitFor(() => expect(groupCell(canvasElement, 'Laptop')).toBeUndefined());
  await expect(headerTexts(canvasElement)).toEqual(expect.arrayContaining(['Order date', 'Region']));
  await settle(canvasElement);
};

PivotingSalesReport.play = async ({ canvasElement }) => {
  await waitFor(() =>
    expect(cellOf(canvasElement, 'Asia Pacific', `2025${SEP}Q3${SEP}revenue`)).toHaveTextContent('$12,000'),
  );
  await userEvent.click(within(groupCell(canvasElement, 'Asia Pacific')!).getByRole('button'));
  await waitFor(() => expect(cellOf(canvasElement, 'Laptop', `2025${SEP}Q3${SEP}revenue`)).toHaveTextContent('$12,000'));
  await settle(canvasElement);
};

PivotingPanel.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-pivotPanelBody')).toBeTruthy());
  await addField(canvasElement, 'Region', 'Rows');
  await addField(canvasElement, 'Product', 'Columns');
  await addField(canvasElement, 'Revenue', 'Values');
  await userEvent.click(canvas.getByRole('switch', { name: 'Pivot' }));
  await waitFor(() => expect(cellOf(canvasElement, 'Europe', `Laptop${SEP}revenue`)).toHaveTextContent('$26,400'));
  await expect(headerTexts(canvasElement)).toEqual(expect.arrayContaining(['Laptop', 'Dock', 'Monitor']));
  // Close the panel: the pivot stays.
  await userEvent.click(canvas.getByRole('button', { name: 'Close pivot settings' }));
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-pivotPanelBody')).toBeNull());
  await expect(groupCell(canvasElement, 'Asia Pacific')).toBeTruthy();
  await settle(canvasElement);
};
