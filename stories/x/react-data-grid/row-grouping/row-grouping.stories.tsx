import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { enterSearch, leaveFocus, pageOf } from '../../../../src/demo/play';
import RowGroupingInitialStateDemo from './RowGroupingInitialState.tsx';
import rowGroupingInitialStateSource from './RowGroupingInitialState.tsx?demo';
import RowGroupingControlledDemo from './RowGroupingControlled.tsx';
import rowGroupingControlledSource from './RowGroupingControlled.tsx?demo';
import RowGroupingApiDemo from './RowGroupingApi.tsx';
import rowGroupingApiSource from './RowGroupingApi.tsx?demo';
import RowGroupingColumnMenuDemo from './RowGroupingColumnMenu.tsx';
import rowGroupingColumnMenuSource from './RowGroupingColumnMenu.tsx?demo';
import RowGroupingSingleColumnDemo from './RowGroupingSingleColumn.tsx';
import rowGroupingSingleColumnSource from './RowGroupingSingleColumn.tsx?demo';
import RowGroupingMultipleColumnsDemo from './RowGroupingMultipleColumns.tsx';
import rowGroupingMultipleColumnsSource from './RowGroupingMultipleColumns.tsx?demo';
import RowGroupingColDefObjectDemo from './RowGroupingColDefObject.tsx';
import rowGroupingColDefObjectSource from './RowGroupingColDefObject.tsx?demo';
import RowGroupingColDefFunctionDemo from './RowGroupingColDefFunction.tsx';
import rowGroupingColDefFunctionSource from './RowGroupingColDefFunction.tsx?demo';
import RowGroupingLeafFieldDemo from './RowGroupingLeafField.tsx';
import rowGroupingLeafFieldSource from './RowGroupingLeafField.tsx?demo';
import RowGroupingHideDescendantCountDemo from './RowGroupingHideDescendantCount.tsx';
import rowGroupingHideDescendantCountSource from './RowGroupingHideDescendantCount.tsx?demo';
import RowGroupingGroupedColumnRenderCellDemo from './RowGroupingGroupedColumnRenderCell.tsx';
import rowGroupingGroupedColumnRenderCellSource from './RowGroupingGroupedColumnRenderCell.tsx?demo';
import RowGroupingCustomGroupingCellDemo from './RowGroupingCustomGroupingCell.tsx';
import rowGroupingCustomGroupingCellSource from './RowGroupingCustomGroupingCell.tsx?demo';
import RowGroupingHideGroupedColumnsDemo from './RowGroupingHideGroupedColumns.tsx';
import rowGroupingHideGroupedColumnsSource from './RowGroupingHideGroupedColumns.tsx?demo';
import RowGroupingDisableAllDemo from './RowGroupingDisableAll.tsx';
import rowGroupingDisableAllSource from './RowGroupingDisableAll.tsx?demo';
import RowGroupingGroupableDemo from './RowGroupingGroupable.tsx';
import rowGroupingGroupableSource from './RowGroupingGroupable.tsx?demo';
import RowGroupingValueGetterDemo from './RowGroupingValueGetter.tsx';
import rowGroupingValueGetterSource from './RowGroupingValueGetter.tsx?demo';
import RowGroupingGroupingValueGetterDemo from './RowGroupingGroupingValueGetter.tsx';
import rowGroupingGroupingValueGetterSource from './RowGroupingGroupingValueGetter.tsx?demo';
import RowGroupingDateColumnDemo from './RowGroupingDateColumn.tsx';
import rowGroupingDateColumnSource from './RowGroupingDateColumn.tsx?demo';
import RowGroupingMissingValuesDemo from './RowGroupingMissingValues.tsx';
import rowGroupingMissingValuesSource from './RowGroupingMissingValues.tsx?demo';
import RowGroupingDefaultExpansionDepthDemo from './RowGroupingDefaultExpansionDepth.tsx';
import rowGroupingDefaultExpansionDepthSource from './RowGroupingDefaultExpansionDepth.tsx?demo';
import RowGroupingIsGroupExpandedByDefaultDemo from './RowGroupingIsGroupExpandedByDefault.tsx';
import rowGroupingIsGroupExpandedByDefaultSource from './RowGroupingIsGroupExpandedByDefault.tsx?demo';
import RowGroupingExpansionApiDemo from './RowGroupingExpansionApi.tsx';
import rowGroupingExpansionApiSource from './RowGroupingExpansionApi.tsx?demo';
import RowGroupingExpansionEventDemo from './RowGroupingExpansionEvent.tsx';
import rowGroupingExpansionEventSource from './RowGroupingExpansionEvent.tsx?demo';
import RowGroupingSortingDemo from './RowGroupingSorting.tsx';
import rowGroupingSortingSource from './RowGroupingSorting.tsx?demo';
import RowGroupingFilteringDemo from './RowGroupingFiltering.tsx';
import rowGroupingFilteringSource from './RowGroupingFiltering.tsx?demo';
import RowGroupingSelectionDemo from './RowGroupingSelection.tsx';
import rowGroupingSelectionSource from './RowGroupingSelection.tsx?demo';
import RowGroupingGetChildrenDemo from './RowGroupingGetChildren.tsx';
import rowGroupingGetChildrenSource from './RowGroupingGetChildren.tsx?demo';
import RowGroupingRowTreeDemo from './RowGroupingRowTree.tsx';
import rowGroupingRowTreeSource from './RowGroupingRowTree.tsx?demo';
import RowGroupingAggregationDemo from './RowGroupingAggregation.tsx';
import rowGroupingAggregationSource from './RowGroupingAggregation.tsx?demo';
import RowGroupingToolbarDemo from './RowGroupingToolbar.tsx';
import rowGroupingToolbarSource from './RowGroupingToolbar.tsx?demo';
import RowGroupingFullFeaturedDemo from './RowGroupingFullFeatured.tsx';
import rowGroupingFullFeaturedSource from './RowGroupingFullFeatured.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const RowGroupingInitialState: Story = demoStory(RowGroupingInitialStateDemo, rowGroupingInitialStateSource);
export const RowGroupingControlled: Story = demoStory(RowGroupingControlledDemo, rowGroupingControlledSource);
export const RowGroupingApi: Story = demoStory(RowGroupingApiDemo, rowGroupingApiSource);
export const RowGroupingColumnMenu: Story = demoStory(RowGroupingColumnMenuDemo, rowGroupingColumnMenuSource);
export const RowGroupingSingleColumn: Story = demoStory(RowGroupingSingleColumnDemo, rowGroupingSingleColumnSource);
export const RowGroupingMultipleColumns: Story = demoStory(RowGroupingMultipleColumnsDemo, rowGroupingMultipleColumnsSource);
export const RowGroupingColDefObject: Story = demoStory(RowGroupingColDefObjectDemo, rowGroupingColDefObjectSource);
export const RowGroupingColDefFunction: Story = demoStory(RowGroupingColDefFunctionDemo, rowGroupingColDefFunctionSource);
export const RowGroupingLeafField: Story = demoStory(RowGroupingLeafFieldDemo, rowGroupingLeafFieldSource);
export const RowGroupingHideDescendantCount: Story = demoStory(RowGroupingHideDescendantCountDemo, rowGroupingHideDescendantCountSource);
export const RowGroupingGroupedColumnRenderCell: Story = demoStory(RowGroupingGroupedColumnRenderCellDemo, rowGroupingGroupedColumnRenderCellSource);
export const RowGroupingCustomGroupingCell: Story = demoStory(RowGroupingCustomGroupingCellDemo, rowGroupingCustomGroupingCellSource);
export const RowGroupingHideGroupedColumns: Story = demoStory(RowGroupingHideGroupedColumnsDemo, rowGroupingHideGroupedColumnsSource);
export const RowGroupingDisableAll: Story = demoStory(RowGroupingDisableAllDemo, rowGroupingDisableAllSource);
export const RowGroupingGroupable: Story = demoStory(RowGroupingGroupableDemo, rowGroupingGroupableSource);
export const RowGroupingValueGetter: Story = demoStory(RowGroupingValueGetterDemo, rowGroupingValueGetterSource);
export const RowGroupingGroupingValueGetter: Story = demoStory(RowGroupingGroupingValueGetterDemo, rowGroupingGroupingValueGetterSource);
export const RowGroupingDateColumn: Story = demoStory(RowGroupingDateColumnDemo, rowGroupingDateColumnSource);
export const RowGroupingMissingValues: Story = demoStory(RowGroupingMissingValuesDemo, rowGroupingMissingValuesSource);
export const RowGroupingDefaultExpansionDepth: Story = demoStory(RowGroupingDefaultExpansionDepthDemo, rowGroupingDefaultExpansionDepthSource);
export const RowGroupingIsGroupExpandedByDefault: Story = demoStory(RowGroupingIsGroupExpandedByDefaultDemo, rowGroupingIsGroupExpandedByDefaultSource);
export const RowGroupingExpansionApi: Story = demoStory(RowGroupingExpansionApiDemo, rowGroupingExpansionApiSource);
export const RowGroupingExpansionEvent: Story = demoStory(RowGroupingExpansionEventDemo, rowGroupingExpansionEventSource);
export const RowGroupingSorting: Story = demoStory(RowGroupingSortingDemo, rowGroupingSortingSource);
export const RowGroupingFiltering: Story = demoStory(RowGroupingFilteringDemo, rowGroupingFilteringSource);
export const RowGroupingSelection: Story = demoStory(RowGroupingSelectionDemo, rowGroupingSelectionSource);
export const RowGroupingGetChildren: Story = demoStory(RowGroupingGetChildrenDemo, rowGroupingGetChildrenSource);
export const RowGroupingRowTree: Story = demoStory(RowGroupingRowTreeDemo, rowGroupingRowTreeSource);
export const RowGroupingAggregation: Story = demoStory(RowGroupingAggregationDemo, rowGroupingAggregationSource);
export const RowGroupingToolbar: Story = demoStory(RowGroupingToolbarDemo, rowGroupingToolbarSource);
export const RowGroupingFullFeatured: Story = demoStory(RowGroupingFullFeaturedDemo, rowGroupingFullFeaturedSource);

/** The field of the grouping column in `single` mode. */
const GROUP = '__row_group_by_columns_group__';

/** The texts of a grouping column's cells, top to bottom (empty cells left out). */
const groupingCells = (canvasElement: HTMLElement, field = GROUP) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>(`[role="gridcell"][data-field="${field}"]`))
    .map((cell) => cell.textContent ?? '')
    .filter((text) => text !== '');

/** Waits until a cell of the grouping column reads `text` exactly. */
const findGroupCell = (canvasElement: HTMLElement, text: string, field = GROUP) =>
  waitFor(() => expect(groupingCells(canvasElement, field)).toContain(text));

/** The row whose grouping cell reads `text`. */
function rowOf(canvasElement: HTMLElement, text: string, field = GROUP) {
  const cell = Array.from(canvasElement.querySelectorAll<HTMLElement>(`[role="gridcell"][data-field="${field}"]`)).find(
    (candidate) => candidate.textContent === text,
  );
  return cell?.closest('[role="row"]') as HTMLElement;
}

/** The cell of `field` in the row whose grouping cell reads `text`. */
const cellOf = (canvasElement: HTMLElement, text: string, field: string) =>
  rowOf(canvasElement, text)?.querySelector<HTMLElement>(`[data-field="${field}"]`) ?? null;

/** The texts of a column's cells, top to bottom. */
const columnCells = (canvasElement: HTMLElement, field: string) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>(`[role="gridcell"][data-field="${field}"]`)).map(
    (cell) => cell.textContent ?? '',
  );

/** Clicks the expand button of the group whose grouping cell reads `text`. */
async function expandGroup(canvasElement: HTMLElement, text: string) {
  await findGroupCell(canvasElement, text);
  await userEvent.click(within(rowOf(canvasElement, text)).getByRole('button', { name: 'see children' }));
}

/** The header's menu button, by its `aria-label`; it stays hidden until the header is hovered. */
const menuButton = (canvasElement: HTMLElement, columnName: string) =>
  within(canvasElement).getAllByLabelText(`${columnName} column menu`, { selector: 'button' }).at(-1) as HTMLElement;

/** Opens a column's menu and returns queries scoped to it (it renders in a portal). */
async function openColumnMenu(canvasElement: HTMLElement, columnName: string) {
  await userEvent.click(menuButton(canvasElement, columnName));
  return within(await pageOf(canvasElement).findByRole('menu', { name: `${columnName} column menu` }));
}

/** Waits for the menu and the menu button's tooltip to go, then moves focus out of the demo. */
async function settleMenu(canvasElement: HTMLElement, columnName?: string) {
  const page = pageOf(canvasElement);
  await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  // A grouping column named after its column has a menu button with the same label.
  const buttons = columnName
    ? within(canvasElement).queryAllByLabelText(`${columnName} column menu`, { selector: 'button' })
    : [];
  for (const button of buttons) {
    await userEvent.unhover(button);
  }
  await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  await leaveFocus(canvasElement);
}

RowGroupingInitialState.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.queryByText('Amara Okafor')).toBeNull();
  await expandGroup(canvasElement, 'Engineering (4)');
  await expect(await canvas.findByText('Amara Okafor')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

RowGroupingControlled.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await findGroupCell(canvasElement, 'Canada (4)');
  await userEvent.click(canvas.getByRole('button', { name: 'Status' }));
  await findGroupCell(canvasElement, 'Shipped (4)');
  await expect(canvas.getByText(/^rowGroupingModel:/)).toHaveTextContent('rowGroupingModel: ["status"]');
  await userEvent.click(canvas.getByRole('button', { name: 'No grouping' }));
  await waitFor(() => expect(canvas.queryByRole('columnheader', { name: 'Group' })).toBeNull());
  await expect(canvas.getByText(/^rowGroupingModel:/)).toHaveTextContent('rowGroupingModel: []');
  await leaveFocus(canvasElement);
};

RowGroupingApi.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const model = () => canvas.getByText(/^Grouped by:/);
  await findGroupCell(canvasElement, 'Appliances (3)');
  await userEvent.click(canvas.getByRole('button', { name: 'Add status' }));
  await waitFor(() => expect(model()).toHaveTextContent('Grouped by: ["category","status"]'));
  await userEvent.click(canvas.getByRole('button', { name: 'Move status first' }));
  await waitFor(() => expect(model()).toHaveTextContent('Grouped by: ["status","category"]'));
  await userEvent.click(canvas.getByRole('button', { name: 'Remove category' }));
  await waitFor(() => expect(model()).toHaveTextContent('Grouped by: ["status"]'));
  await findGroupCell(canvasElement, 'Shipped (4)');
  await leaveFocus(canvasElement);
};

RowGroupingColumnMenu.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('columnheader', { name: 'Group' })).toBeNull();
  const menu = await openColumnMenu(canvasElement, 'Department');
  await userEvent.click(menu.getByRole('menuitem', { name: 'Group by Department' }));
  await findGroupCell(canvasElement, 'Engineering (4)');
  await settleMenu(canvasElement, 'Department');
};

RowGroupingSingleColumn.play = async ({ canvasElement }) => {
  await findGroupCell(canvasElement, 'United States (3)');
  await expect(groupingCells(canvasElement)).toContain('Northwind Traders (2)');
};

RowGroupingMultipleColumns.play = async ({ canvasElement }) => {
  await findGroupCell(canvasElement, 'United States (3)', '__row_group_by_columns_group_country__');
  await findGroupCell(canvasElement, 'Northwind Traders (2)', '__row_group_by_columns_group_customer__');
};

RowGroupingColDefObject.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('columnheader', { name: 'Team' })).toBeInTheDocument();
  await findGroupCell(canvasElement, 'Engineering (4)');
};

RowGroupingColDefFunction.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('columnheader', { name: 'Ship to' })).toBeInTheDocument();
  await expect(canvas.getByRole('columnheader', { name: 'Buyer' })).toBeInTheDocument();
  // The buyer column hides its counts, the country column keeps them.
  await findGroupCell(canvasElement, 'Northwind Traders', '__row_group_by_columns_group_customer__');
  await findGroupCell(canvasElement, 'United States (3)', '__row_group_by_columns_group_country__');
};

RowGroupingLeafField.play = async ({ canvasElement }) => {
  await findGroupCell(canvasElement, 'Amara Okafor');
  await expect(groupingCells(canvasElement)).toContain('Engineering (4)');
};

RowGroupingHideDescendantCount.play = async ({ canvasElement }) => {
  await findGroupCell(canvasElement, 'Lisbon');
  await expect(groupingCells(canvasElement)).toEqual(['Lisbon', 'Berlin', 'Toronto']);
};

RowGroupingGroupedColumnRenderCell.play = async ({ canvasElement }) => {
  await findGroupCell(canvasElement, 'Shipped (4)');
  const cell = rowOf(canvasElement, 'Shipped (4)').querySelector(`[data-field="${GROUP}"]`) as HTMLElement;
  await expect(cell.querySelector('.MuiChip-root')).not.toBeNull();
};

RowGroupingCustomGroupingCell.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByText('2 orders')).toHaveLength(4));
  await userEvent.click(canvas.getByRole('button', { name: 'Expand Maple Hardware' }));
  await expect(await canvas.findByText('SO-1004')).toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: 'Collapse Maple Hardware' })).toHaveAttribute('aria-expanded', 'true');
  await leaveFocus(canvasElement);
};

RowGroupingHideGroupedColumns.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await findGroupCell(canvasElement, 'Engineering (4)');
  const header = (field: string) => canvasElement.querySelector(`[role="columnheader"][data-field="${field}"]`);
  await expect(header('department')).toBeNull();
  // With one criterion, the grouping column is named after the grouped column.
  await expect(canvas.getByRole('columnheader', { name: 'Department' })).toBeInTheDocument();
  const menu = await openColumnMenu(canvasElement, 'Office');
  await userEvent.click(menu.getByRole('menuitem', { name: 'Group by Office' }));
  await waitFor(() => expect(header('office')).toBeNull());
  await expect(canvas.getByRole('columnheader', { name: 'Group' })).toBeInTheDocument();
  await settleMenu(canvasElement);
};

RowGroupingDisableAll.play = async ({ canvasElement }) => {
  const menu = await openColumnMenu(canvasElement, 'Department');
  await expect(menu.queryByRole('menuitem', { name: 'Group by Department' })).toBeNull();
  await userEvent.keyboard('{Escape}');
  await settleMenu(canvasElement, 'Department');
};

RowGroupingGroupable.play = async ({ canvasElement }) => {
  let menu = await openColumnMenu(canvasElement, 'Name');
  await expect(menu.queryByRole('menuitem', { name: 'Group by Name' })).toBeNull();
  await userEvent.keyboard('{Escape}');
  await settleMenu(canvasElement, 'Name');
  menu = await openColumnMenu(canvasElement, 'Office');
  await expect(menu.getByRole('menuitem', { name: 'Group by Office' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await settleMenu(canvasElement, 'Office');
};

RowGroupingValueGetter.play = async ({ canvasElement }) => {
  await findGroupCell(canvasElement, '2019 (3)');
  await expect(groupingCells(canvasElement)).toContain('2022 (3)');
};

RowGroupingGroupingValueGetter.play = async ({ canvasElement }) => {
  await findGroupCell(canvasElement, 'Under $1,000 (5)');
  await expect(groupingCells(canvasElement)).toContain('$1,500 and over (2)');
};

RowGroupingDateColumn.play = async ({ canvasElement }) => {
  await findGroupCell(canvasElement, 'April 2025 (3)');
  await expect(columnCells(canvasElement, 'issuedOn')).toContain('Apr 2, 2025');
};

RowGroupingMissingValues.play = async ({ canvasElement }) => {
  await findGroupCell(canvasElement, 'Hana Sato (2)');
  // Unassigned tickets stay at the top level, as leaves.
  await expect(groupingCells(canvasElement)).toContain('SUP-312');
};

RowGroupingDefaultExpansionDepth.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await findGroupCell(canvasElement, 'Maple Hardware (2)');
  await expect(canvas.queryByText('SO-1004')).toBeNull();
  await expect(canvas.queryByText('SO-1001')).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: '-1' }));
  await expect(await canvas.findByText('SO-1001')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: '0' }));
  await waitFor(() => expect(groupingCells(canvasElement)).not.toContain('Maple Hardware (2)'));
  await leaveFocus(canvasElement);
};

RowGroupingIsGroupExpandedByDefault.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await findGroupCell(canvasElement, 'Maple Hardware (2)');
  await expect(canvas.getByText('SO-1004')).toBeInTheDocument();
  await expect(groupingCells(canvasElement)).not.toContain('Northwind Traders (2)');
};

RowGroupingExpansionApi.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await findGroupCell(canvasElement, 'Sales (2)');
  await userEvent.click(canvas.getByRole('button', { name: 'Show Sales' }));
  await expect(await canvas.findByText('Diego Alvarez')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Show Engineering' }));
  await expect(await canvas.findByText('Amara Okafor')).toBeInTheDocument();
  await waitFor(() => expect(canvas.queryByText('Diego Alvarez')).toBeNull());
  await leaveFocus(canvasElement);
};

RowGroupingExpansionEvent.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expandGroup(canvasElement, 'Design (2)');
  await waitFor(() => expect(canvas.getByText(/^Last changes:/)).toHaveTextContent('Last changes: Design expanded'));
  await leaveFocus(canvasElement);
};

RowGroupingSorting.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await findGroupCell(canvasElement, 'United States (3)');
  await expect(groupingCells(canvasElement).slice(0, 3)).toEqual(['United States (3)', 'Switzerland (2)', 'Canada (4)']);
  await userEvent.click(within(canvas.getByRole('columnheader', { name: 'Amount' })).getByText('Amount'));
  await waitFor(() =>
    expect(columnCells(canvasElement, 'id').filter(Boolean).slice(0, 3)).toEqual(['SO-1010', 'SO-1006', 'SO-1001']),
  );
  await leaveFocus(canvasElement);
};

RowGroupingFiltering.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await findGroupCell(canvasElement, 'Canada (4)');
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  await enterSearch(canvas.getByRole('searchbox'), 'Outdoor');
  await waitFor(() => expect(groupingCells(canvasElement)).toEqual(['Switzerland (2)', 'Australia (1)']));
  await leaveFocus(canvasElement);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull());
};

RowGroupingSelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await findGroupCell(canvasElement, 'Design (2)');
  await userEvent.click(within(rowOf(canvasElement, 'Design (2)')).getByRole('checkbox'));
  await waitFor(() => expect(canvas.getByText(/rows? selected/)).toHaveTextContent('3 rows selected'));
  await leaveFocus(canvasElement);
};

RowGroupingGetChildren.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await findGroupCell(canvasElement, 'Engineering (4)');
  await userEvent.click(within(rowOf(canvasElement, 'Engineering (4)')).getByText('Engineering'));
  await expect(await canvas.findByText(/^4 in this group:/)).toHaveTextContent(
    '4 in this group: Amara Okafor, Lucas Moreau, Hana Sato, Mateo Rossi',
  );
  await leaveFocus(canvasElement);
};

RowGroupingRowTree.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await findGroupCell(canvasElement, 'Appliances (3)');
  await userEvent.click(canvas.getByRole('button', { name: 'Read the row tree' }));
  await expect(await canvas.findByText(/Appliances: 3 children/)).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

RowGroupingAggregation.play = async ({ canvasElement }) => {
  await findGroupCell(canvasElement, 'Maple Hardware (2)');
  // Aggregated values arrive once the grid has computed them.
  await waitFor(() => expect(cellOf(canvasElement, 'Maple Hardware (2)', 'amount')).toHaveTextContent('$2,329'));
  await expect(cellOf(canvasElement, 'Maple Hardware (2)', 'quantity')).toHaveTextContent('11');
};

RowGroupingToolbar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await findGroupCell(canvasElement, 'Canada (4)');
  await userEvent.click(canvas.getByRole('button', { name: 'Status' }));
  await expect(await canvas.findByRole('button', { name: '2. Status' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(canvas.getByRole('button', { name: '1. Country' }));
  await expect(await canvas.findByRole('button', { name: '1. Status' })).toBeInTheDocument();
  await findGroupCell(canvasElement, 'Shipped (4)');
  await leaveFocus(canvasElement);
};

RowGroupingFullFeatured.play = async ({ canvasElement }) => {
  await findGroupCell(canvasElement, 'Canada (4)');
  await waitFor(() => expect(cellOf(canvasElement, 'Canada (4)', 'amount')).toHaveTextContent('$3,249'));
};
