import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { comeToRest, enterSearch, leaveFocus, pageOf } from '../../../../src/demo/play';
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
import AggregationDisabledDemo from './AggregationDisabled.tsx';
import aggregationDisabledSource from './AggregationDisabled.tsx?demo';
import AggregationNonAggregableModelDemo from './AggregationNonAggregableModel.tsx';
import aggregationNonAggregableModelSource from './AggregationNonAggregableModel.tsx?demo';
import AggregationRemoveFunctionDemo from './AggregationRemoveFunction.tsx';
import aggregationRemoveFunctionSource from './AggregationRemoveFunction.tsx?demo';
import AggregationFunctionFormatterDemo from './AggregationFunctionFormatter.tsx';
import aggregationFunctionFormatterSource from './AggregationFunctionFormatter.tsx?demo';
import AggregationSelectorsDemo from './AggregationSelectors.tsx';
import aggregationSelectorsSource from './AggregationSelectors.tsx?demo';
import AggregationPinnedRowsDemo from './AggregationPinnedRows.tsx';
import aggregationPinnedRowsSource from './AggregationPinnedRows.tsx?demo';

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
export const AggregationDisabled: Story = demoStory(AggregationDisabledDemo, aggregationDisabledSource);
export const AggregationNonAggregableModel: Story = demoStory(AggregationNonAggregableModelDemo, aggregationNonAggregableModelSource);
export const AggregationRemoveFunction: Story = demoStory(AggregationRemoveFunctionDemo, aggregationRemoveFunctionSource);
export const AggregationFunctionFormatter: Story = demoStory(AggregationFunctionFormatterDemo, aggregationFunctionFormatterSource);
export const AggregationSelectors: Story = demoStory(AggregationSelectorsDemo, aggregationSelectorsSource);
export const AggregationPinnedRows: Story = demoStory(AggregationPinnedRowsDemo, aggregationPinnedRowsSource);

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


/** The options of the Aggregation field in a column's open menu, in order; leaves the listbox open. */
async function aggregationOptions(canvasElement: HTMLElement, menu: ReturnType<typeof within>) {
  await userEvent.click(menu.getByRole('combobox', { name: /^Aggregation/ }));
  const listbox = within(await pageOf(canvasElement).findByRole('listbox'));
  return { listbox, names: listbox.getAllByRole('option').map((option) => option.textContent) };
}

const MENU = { role: 'menu' } as const;
const LISTBOX = { role: 'listbox' } as const;

AggregationDisabled.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(footerCell(canvasElement, 'units')).toHaveTextContent('420'));
  const toggle = canvas.getByRole('switch', { name: 'Aggregation' });
  await userEvent.click(toggle);
  await waitFor(() => expect(footerCell(canvasElement, 'units')).toBeNull());
  const menu = await openColumnMenu(canvasElement, 'Units');
  await expect(menu.queryByRole('combobox', { name: /^Aggregation/ })).toBeNull();
  await userEvent.keyboard('{Escape}');
  await settleMenu(canvasElement, 'Units');
  // The model was kept: switching back brings the same totals.
  await userEvent.click(toggle);
  await waitFor(() => expect(footerCell(canvasElement, 'units')).toHaveTextContent('420'));
  await expect(footerCell(canvasElement, 'unitCost')).toHaveTextContent('€78');
  await comeToRest(canvasElement, { closed: [MENU], repaint: true });
};

AggregationNonAggregableModel.play = async ({ canvasElement }) => {
  await waitFor(() => expect(footerCell(canvasElement, 'budget')).toHaveTextContent('$197,000'));
  await expect(footerCell(canvasElement, 'spent')).toHaveTextContent('$150,045');
  let menu = await openColumnMenu(canvasElement, 'Budget');
  await expect(menu.queryByRole('combobox', { name: /^Aggregation/ })).toBeNull();
  await userEvent.keyboard('{Escape}');
  await settleMenu(canvasElement, 'Budget');
  menu = await openColumnMenu(canvasElement, 'Spent');
  const { listbox } = await aggregationOptions(canvasElement, menu);
  await userEvent.click(listbox.getByRole('option', { name: 'max' }));
  await waitFor(() => expect(footerCell(canvasElement, 'spent')).toHaveTextContent('$48,900'));
  await expect(footerCell(canvasElement, 'budget')).toHaveTextContent('$197,000');
  await settleMenu(canvasElement, 'Spent');
  await comeToRest(canvasElement, { closed: [MENU, LISTBOX] });
};

AggregationRemoveFunction.play = async ({ canvasElement }) => {
  await waitFor(() => expect(footerCell(canvasElement, 'weightKg')).toHaveTextContent('6,120'));
  // `size` was the only function for text columns: Carrier has no Aggregation field left.
  let menu = await openColumnMenu(canvasElement, 'Carrier');
  await expect(menu.queryByRole('combobox', { name: /^Aggregation/ })).toBeNull();
  await userEvent.keyboard('{Escape}');
  await settleMenu(canvasElement, 'Carrier');
  menu = await openColumnMenu(canvasElement, 'Parcels');
  const { listbox, names } = await aggregationOptions(canvasElement, menu);
  await expect(names).toEqual(['...', 'sum', 'avg', 'min', 'max']);
  await userEvent.click(listbox.getByRole('option', { name: 'sum' }));
  await waitFor(() => expect(footerCell(canvasElement, 'parcels')).toHaveTextContent('82'));
  await settleMenu(canvasElement, 'Parcels');
  await comeToRest(canvasElement, { closed: [MENU, LISTBOX] });
};

AggregationFunctionFormatter.play = async ({ canvasElement }) => {
  await waitFor(() => expect(footerCell(canvasElement, 'spend')).toHaveTextContent('1.2M'));
  await expect(footerCell(canvasElement, 'impressions')).toHaveTextContent('85.7M');
  const menu = await openColumnMenu(canvasElement, 'Click rate');
  const { listbox, names } = await aggregationOptions(canvasElement, menu);
  await expect(names).toEqual(['...', 'total', 'average', 'min', 'max', 'size']);
  await userEvent.click(listbox.getByRole('option', { name: 'average' }));
  // `avg` has no formatter of its own: the column's formatter prints the result.
  await waitFor(() => expect(footerCell(canvasElement, 'clickRate')).toHaveTextContent('1.8 %'));
  await settleMenu(canvasElement, 'Click rate');
  await comeToRest(canvasElement, { closed: [MENU, LISTBOX] });
};

AggregationSelectors.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const summary = canvas.getByRole('status');
  await waitFor(() => expect(summary).toHaveTextContent('$525,950 of $650,000 spent (81 %)'));
  await enterSearch(canvas.getByRole('searchbox', { name: 'Search cost centers' }), 'Marketing');
  await waitFor(() => expect(footerCell(canvasElement, 'spent')).toHaveTextContent('$187,700'));
  await waitFor(() => expect(summary).toHaveTextContent('$187,700 of $200,000 spent (94 %)'));
  await comeToRest(canvasElement);
};

AggregationPinnedRows.play = async ({ canvasElement }) => {
  await waitFor(() => expect(footerCell(canvasElement, 'revenue')).toHaveTextContent('$402,395'));
  // The pinned target row is not counted in the totals.
  await expect(footerCell(canvasElement, 'orders')).toHaveTextContent('4,831');
  await expect(within(canvasElement).getByText('Target Jan–Apr')).toBeInTheDocument();
};
