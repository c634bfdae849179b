import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus, pageOf } from '../../../../src/demo/play';
import AggregationInitialStateDemo from './AggregationInitialState.tsx';
import aggregationInitialStateSource from './AggregationInitialState.tsx?demo';
import AggregationControlledDemo from './AggregationControlled.tsx';
import aggregationControlledSource from './AggregationControlled.tsx?demo';
import AggregationBuiltInFunctionsDemo from './AggregationBuiltInFunctions.tsx';
import aggregationBuiltInFunctionsSource from './AggregationBuiltInFunctions.tsx?demo';
import AggregationColumnMenuDemo from './AggregationColumnMenu.tsx';
import aggregationColumnMenuSource from './AggregationColumnMenu.tsx?demo';
import AggregationRowGroupingDemo from './AggregationRowGrouping.tsx';
import aggregationRowGroupingSource from './AggregationRowGrouping.tsx?demo';
import AggregationPositionDemo from './AggregationPosition.tsx';
import aggregationPositionSource from './AggregationPosition.tsx?demo';
import AggregationTreeDataDemo from './AggregationTreeData.tsx';
import aggregationTreeDataSource from './AggregationTreeData.tsx?demo';
import AggregationCustomFunctionDemo from './AggregationCustomFunction.tsx';
import aggregationCustomFunctionSource from './AggregationCustomFunction.tsx?demo';
import AggregationRenderCellDemo from './AggregationRenderCell.tsx';
import aggregationRenderCellSource from './AggregationRenderCell.tsx?demo';
import AggregationMultipleFieldsDemo from './AggregationMultipleFields.tsx';
import aggregationMultipleFieldsSource from './AggregationMultipleFields.tsx?demo';
import AggregationRowsScopeDemo from './AggregationRowsScope.tsx';
import aggregationRowsScopeSource from './AggregationRowsScope.tsx?demo';
import AggregationNotAggregableDemo from './AggregationNotAggregable.tsx';
import aggregationNotAggregableSource from './AggregationNotAggregable.tsx?demo';
import AggregationAvailableFunctionsDemo from './AggregationAvailableFunctions.tsx';
import aggregationAvailableFunctionsSource from './AggregationAvailableFunctions.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const AggregationInitialState: Story = demoStory(AggregationInitialStateDemo, aggregationInitialStateSource);
export const AggregationControlled: Story = demoStory(AggregationControlledDemo, aggregationControlledSource);
export const AggregationBuiltInFunctions: Story = demoStory(AggregationBuiltInFunctionsDemo, aggregationBuiltInFunctionsSource);
export const AggregationColumnMenu: Story = demoStory(AggregationColumnMenuDemo, aggregationColumnMenuSource);
export const AggregationRowGrouping: Story = demoStory(AggregationRowGroupingDemo, aggregationRowGroupingSource);
export const AggregationPosition: Story = demoStory(AggregationPositionDemo, aggregationPositionSource);
export const AggregationTreeData: Story = demoStory(AggregationTreeDataDemo, aggregationTreeDataSource);
export const AggregationCustomFunction: Story = demoStory(AggregationCustomFunctionDemo, aggregationCustomFunctionSource);
export const AggregationRenderCell: Story = demoStory(AggregationRenderCellDemo, aggregationRenderCellSource);
export const AggregationMultipleFields: Story = demoStory(AggregationMultipleFieldsDemo, aggregationMultipleFieldsSource);
export const AggregationRowsScope: Story = demoStory(AggregationRowsScopeDemo, aggregationRowsScopeSource);
export const AggregationNotAggregable: Story = demoStory(AggregationNotAggregableDemo, aggregationNotAggregableSource);
export const AggregationAvailableFunctions: Story = demoStory(AggregationAvailableFunctionsDemo, aggregationAvailableFunctionsSource);

const ROOT_FOOTER = 'auto-generated-group-footer-root';

/** A cell of the grand-total row the grid pins under the rows. */
const footerCell = (canvasElement: HTMLElement, field: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-id="${ROOT_FOOTER}"] [data-field="${field}"]`);

/** The cell of a column in the row whose grouping cell shows `name` (with or without its count). */
function cellOf(canvasElement: HTMLElement, name: string, field: string) {
  const pattern = new RegExp(`^${name} \\(\\d+\\)$`);
  const groupCell = Array.from(canvasElement.querySelectorAll<HTMLElement>('[role="gridcell"]')).find((cell) =>
    pattern.test(cell.textContent ?? ''),
  );
  const row = groupCell?.closest('[role="row"]');
  return (row?.querySelector(`[data-field="${field}"]`) ?? null) as HTMLElement | null;
}

/** The header's menu button, by its `aria-label`; it stays hidden until the header is hovered. */
const menuButton = (canvasElement: HTMLElement, columnName: string) =>
  within(canvasElement).getByLabelText(`${columnName} column menu`, { selector: 'button' });

/** Opens a column's menu and returns queries scoped to it (it renders in a portal). */
async function openColumnMenu(canvasElement: HTMLElement, columnName: string) {
  await userEvent.click(menuButton(canvasElement, columnName));
  return within(await pageOf(canvasElement).findByRole('menu', { name: `${columnName} column menu` }));
}

/** Waits for menus and listboxes to close and for the menu button's tooltip to go. */
async function settleMenu(canvasElement: HTMLElement, columnName: string) {
  const page = pageOf(canvasElement);
  await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  await userEvent.unhover(menuButton(canvasElement, columnName));
  await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  await leaveFocus(canvasElement);
}

AggregationInitialState.play = async ({ canvasElement }) => {
  await waitFor(() => expect(footerCell(canvasElement, 'quantity')).toHaveTextContent('160'));
  await expect(footerCell(canvasElement, 'unitPrice')).toHaveTextContent('$260');
};

AggregationControlled.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(footerCell(canvasElement, 'shares')).toHaveTextContent('1,265'));
  await userEvent.click(canvas.getByRole('button', { name: 'max' }));
  await waitFor(() => expect(footerCell(canvasElement, 'shares')).toHaveTextContent('500'));
  await expect(canvas.getByText(/^aggregationModel:/)).toHaveTextContent('aggregationModel: {"shares":"max"}');
  await leaveFocus(canvasElement);
};

AggregationBuiltInFunctions.play = async ({ canvasElement }) => {
  await waitFor(() => expect(footerCell(canvasElement, 'id')).toHaveTextContent('5'));
  await expect(footerCell(canvasElement, 'passengers')).toHaveTextContent('694');
  await expect(footerCell(canvasElement, 'loadFactor')).toHaveTextContent('80 %');
  await expect(footerCell(canvasElement, 'delayMinutes')).toHaveTextContent('35');
};

AggregationColumnMenu.play = async ({ canvasElement }) => {
  const page = pageOf(canvasElement);
  await expect(footerCell(canvasElement, 'amount')).toBeNull();
  const menu = await openColumnMenu(canvasElement, 'Amount');
  await userEvent.click(menu.getByRole('combobox', { name: /^Aggregation/ }));
  await userEvent.click(await page.findByRole('option', { name: 'sum' }));
  await waitFor(() => expect(footerCell(canvasElement, 'amount')).toHaveTextContent('€29,600'));
  await settleMenu(canvasElement, 'Amount');
};

AggregationRowGrouping.play = async ({ canvasElement }) => {
  await waitFor(() => expect(cellOf(canvasElement, 'Europe', 'revenue')).toHaveTextContent('1,575'));
  await expect(cellOf(canvasElement, 'Europe', 'deals')).toHaveTextContent('29');
  await expect(footerCell(canvasElement, 'revenue')).toHaveTextContent('4,648');
};

AggregationPosition.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const footers = () => canvasElement.querySelectorAll('[data-id^="auto-generated-group-footer-"]');
  await waitFor(() => expect(footerCell(canvasElement, 'amount')).toHaveTextContent('€56,050'));
  await expect(footers()).toHaveLength(1);
  await userEvent.click(canvas.getByRole('button', { name: 'Footers only' }));
  // One footer per department, plus the grand total.
  await waitFor(() => expect(footers()).toHaveLength(4));
  await userEvent.click(canvas.getByRole('button', { name: 'No grand total' }));
  await waitFor(() => expect(footerCell(canvasElement, 'amount')).toBeNull());
  await expect(cellOf(canvasElement, 'Engineering', 'amount')).toHaveTextContent('€24,650');
  await leaveFocus(canvasElement);
};

AggregationTreeData.play = async ({ canvasElement }) => {
  await waitFor(() => expect(cellOf(canvasElement, 'src', 'bytes')).toHaveTextContent('17.4 kB'));
  await expect(cellOf(canvasElement, 'components', 'bytes')).toHaveTextContent('16.7 kB');
  await expect(footerCell(canvasElement, 'bytes')).toHaveTextContent('1.5 MB');
};

AggregationCustomFunction.play = async ({ canvasElement }) => {
  await waitFor(() => expect(footerCell(canvasElement, 'amount')).toHaveTextContent('€4,160'));
  await expect(footerCell(canvasElement, 'paid')).toHaveTextContent('4 paid');
};

AggregationRenderCell.play = async ({ canvasElement }) => {
  await waitFor(() => expect(footerCell(canvasElement, 'rating')).toHaveTextContent('4.38 / 5'));
  // `size` has its own formatter: a count, without the column's unit.
  await expect(footerCell(canvasElement, 'stock')).toHaveTextContent(/^5$/);
};

AggregationMultipleFields.play = async ({ canvasElement }) => {
  await waitFor(() => expect(footerCell(canvasElement, 'margin')).toHaveTextContent('27.3 %'));
  await expect(footerCell(canvasElement, 'revenue')).toHaveTextContent('$166,807');
};

AggregationRowsScope.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(footerCell(canvasElement, 'weightKg')).toHaveTextContent('4,025'));
  await userEvent.click(canvas.getByRole('button', { name: 'All rows' }));
  await waitFor(() => expect(footerCell(canvasElement, 'weightKg')).toHaveTextContent('6,885'));
  // The filter still hides the Nordline shipments.
  await expect(canvas.queryByText('SH-7002')).toBeNull();
  await leaveFocus(canvasElement);
};

AggregationNotAggregable.play = async ({ canvasElement }) => {
  let menu = await openColumnMenu(canvasElement, 'Badge');
  await expect(menu.queryByRole('combobox', { name: /^Aggregation/ })).toBeNull();
  await userEvent.keyboard('{Escape}');
  await settleMenu(canvasElement, 'Badge');
  menu = await openColumnMenu(canvasElement, 'Years');
  await expect(menu.getByRole('combobox', { name: /^Aggregation/ })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await settleMenu(canvasElement, 'Years');
};

AggregationAvailableFunctions.play = async ({ canvasElement }) => {
  const page = pageOf(canvasElement);
  await waitFor(() => expect(footerCell(canvasElement, 'close')).toHaveTextContent('43.10'));
  const menu = await openColumnMenu(canvasElement, 'Close');
  await userEvent.click(menu.getByRole('combobox', { name: /^Aggregation/ }));
  const listbox = within(await page.findByRole('listbox'));
  const options = listbox.getAllByRole('option').map((option) => option.textContent);
  await expect(options).toEqual(['...', 'avg', 'min', 'max']);
  await userEvent.click(listbox.getByRole('option', { name: 'min' }));
  await waitFor(() => expect(footerCell(canvasElement, 'close')).toHaveTextContent('40.88'));
  await settleMenu(canvasElement, 'Close');
};
