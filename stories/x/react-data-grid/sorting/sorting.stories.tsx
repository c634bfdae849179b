import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { comeToRest } from '../../../../src/demo/play';
import BasicSortingDemo from './BasicSorting.tsx';
import basicSortingSource from './BasicSorting.tsx?demo';
import InitialSortModelDemo from './InitialSortModel.tsx';
import initialSortModelSource from './InitialSortModel.tsx?demo';
import ControlledSortModelDemo from './ControlledSortModel.tsx';
import controlledSortModelSource from './ControlledSortModel.tsx?demo';
import MultiColumnSortingDemo from './MultiColumnSorting.tsx';
import multiColumnSortingSource from './MultiColumnSorting.tsx?demo';
import MultiSortingModesDemo from './MultiSortingModes.tsx';
import multiSortingModesSource from './MultiSortingModes.tsx?demo';
import SortingOrderDemo from './SortingOrder.tsx';
import sortingOrderSource from './SortingOrder.tsx?demo';
import ColumnSortingOrderDemo from './ColumnSortingOrder.tsx';
import columnSortingOrderSource from './ColumnSortingOrder.tsx?demo';
import DisableSortingDemo from './DisableSorting.tsx';
import disableSortingSource from './DisableSorting.tsx?demo';
import CustomComparatorDemo from './CustomComparator.tsx';
import customComparatorSource from './CustomComparator.tsx?demo';
import SortByLastNameDemo from './SortByLastName.tsx';
import sortByLastNameSource from './SortByLastName.tsx?demo';
import NaturalSortComparatorDemo from './NaturalSortComparator.tsx';
import naturalSortComparatorSource from './NaturalSortComparator.tsx?demo';
import NullsLastDemo from './NullsLast.tsx';
import nullsLastSource from './NullsLast.tsx?demo';
import ComputedColumnSortingDemo from './ComputedColumnSorting.tsx';
import computedColumnSortingSource from './ComputedColumnSorting.tsx?demo';
import ServerSideSortingDemo from './ServerSideSorting.tsx';
import serverSideSortingSource from './ServerSideSorting.tsx?demo';
import SortingApiDemo from './SortingApi.tsx';
import sortingApiSource from './SortingApi.tsx?demo';
import SortedRowsSelectorDemo from './SortedRowsSelector.tsx';
import sortedRowsSelectorSource from './SortedRowsSelector.tsx?demo';
import CustomSortIconsDemo from './CustomSortIcons.tsx';
import customSortIconsSource from './CustomSortIcons.tsx?demo';

import SortedColumnStylingDemo from './SortedColumnStyling.tsx';
import SortedColumnStylingTailwind from './SortedColumnStyling.tailwind.tsx';
import SortedColumnStylingCss from './SortedColumnStyling.css.tsx';
import sortedColumnStylingSource from './SortedColumnStyling.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicSorting: Story = demoStory(BasicSortingDemo, basicSortingSource);
export const InitialSortModel: Story = demoStory(InitialSortModelDemo, initialSortModelSource);
export const ControlledSortModel: Story = demoStory(ControlledSortModelDemo, controlledSortModelSource);
export const MultiColumnSorting: Story = demoStory(MultiColumnSortingDemo, multiColumnSortingSource);
export const MultiSortingModes: Story = demoStory(MultiSortingModesDemo, multiSortingModesSource);
export const SortingOrder: Story = demoStory(SortingOrderDemo, sortingOrderSource);
export const ColumnSortingOrder: Story = demoStory(ColumnSortingOrderDemo, columnSortingOrderSource);
export const DisableSorting: Story = demoStory(DisableSortingDemo, disableSortingSource);
export const CustomComparator: Story = demoStory(CustomComparatorDemo, customComparatorSource);
export const SortByLastName: Story = demoStory(SortByLastNameDemo, sortByLastNameSource);
export const NaturalSortComparator: Story = demoStory(NaturalSortComparatorDemo, naturalSortComparatorSource);
export const NullsLast: Story = demoStory(NullsLastDemo, nullsLastSource);
export const ComputedColumnSorting: Story = demoStory(ComputedColumnSortingDemo, computedColumnSortingSource);
export const ServerSideSorting: Story = demoStory(ServerSideSortingDemo, serverSideSortingSource);
export const SortingApi: Story = demoStory(SortingApiDemo, sortingApiSource);
export const SortedRowsSelector: Story = demoStory(SortedRowsSelectorDemo, sortedRowsSelectorSource);
export const CustomSortIcons: Story = demoStory(CustomSortIconsDemo, customSortIconsSource);
export const SortedColumnStyling: Story = demoStory(
  { system: SortedColumnStylingDemo, tailwind: SortedColumnStylingTailwind, css: SortedColumnStylingCss },
  sortedColumnStylingSource,
);

/** A column header by its title (in the Pro plan, a multi-sorted header also shows its position). */
const header = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('columnheader', {
    name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}\\s*\\d*$`),
  });

/** The text of one column's cells, top to bottom. */
function columnValues(canvasElement: HTMLElement, field: string) {
  return Array.from(canvasElement.querySelectorAll<HTMLElement>('[role="row"][data-rowindex]'))
    .sort((a, b) => Number(a.dataset.rowindex) - Number(b.dataset.rowindex))
    .map((row) => row.querySelector(`[data-field="${field}"]`)?.textContent ?? '');
}

const expectColumn = (canvasElement: HTMLElement, field: string, values: string[]) =>
  waitFor(() => expect(columnValues(canvasElement, field)).toEqual(values));

/** Clicks a header and waits for the direction it should end up with (`none` when unsorted). */
async function clickHeader(canvasElement: HTMLElement, name: string, sort: 'ascending' | 'descending' | 'none') {
  const target = header(canvasElement, name);
  await userEvent.click(target);
  await waitFor(() => expect(target).toHaveAttribute('aria-sort', sort));
}

/** Ctrl-free multi-sorting: Shift + click on a header. */
async function shiftClickHeader(canvasElement: HTMLElement, name: string) {
  const user = userEvent.setup();
  await user.keyboard('{Shift>}');
  await user.click(header(canvasElement, name));
  await user.keyboard('{/Shift}');
}

/** Moves the pointer off the headers, then leaves the demo at rest. */
async function settle(canvasElement: HTMLElement, options: Parameters<typeof comeToRest>[1] = {}) {
  for (const columnHeader of within(canvasElement).queryAllByRole('columnheader')) {
    await userEvent.unhover(columnHeader);
  }
  await comeToRest(canvasElement, options);
}

BasicSorting.play = async ({ canvasElement }) => {
  const unsorted = ['Amara Okafor', 'Lucas Moreau', 'Hana Sato', 'Diego Alvarez', 'Priya Raman', 'Jonas Becker', 'Chloé Laurent'];
  const bySalary = ['Jonas Becker', 'Diego Alvarez', 'Lucas Moreau', 'Chloé Laurent', 'Priya Raman', 'Amara Okafor', 'Hana Sato'];
  // One header, three clicks: ascending, descending, then back to the order of the data.
  await clickHeader(canvasElement, 'Salary', 'ascending');
  await expectColumn(canvasElement, 'name', bySalary);
  await clickHeader(canvasElement, 'Salary', 'descending');
  await expectColumn(canvasElement, 'name', [...bySalary].reverse());
  await clickHeader(canvasElement, 'Salary', 'none');
  await expectColumn(canvasElement, 'name', unsorted);
  await settle(canvasElement);
};

ControlledSortModel.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Largest amount' }));
  await expect(canvas.getByText('sortModel: [{"field":"amount","sort":"desc"}]')).toBeInTheDocument();
  const firstRow = canvasElement.querySelector('[data-rowindex="0"]');
  await expect(firstRow).toHaveTextContent('Alpine Outfitters');
  // A header click goes through onSortModelChange into the same state.
  await clickHeader(canvasElement, 'Customer', 'ascending');
  await expect(await canvas.findByText('sortModel: [{"field":"customer","sort":"asc"}]')).toBeInTheDocument();
  await expectColumn(canvasElement, 'customer', [
    'Alpine Outfitters',
    'Blue Harbor Foods',
    'Coral Reef Dive Co.',
    'Maple Hardware',
    'Northwind Traders',
    'Sunrise Bakery',
  ]);
  await userEvent.click(canvas.getByRole('button', { name: 'Clear sorting' }));
  await expect(await canvas.findByText('sortModel: []')).toBeInTheDocument();
  await expectColumn(canvasElement, 'id', ['SO-1042', 'SO-1043', 'SO-1044', 'SO-1045', 'SO-1046', 'SO-1047']);
  await settle(canvasElement, { repaint: true });
};

MultiColumnSorting.play = async ({ canvasElement }) => {
  // A plain click replaces the whole sort model.
  await clickHeader(canvasElement, 'Office', 'ascending');
  await waitFor(() => expect(header(canvasElement, 'Department')).toHaveAttribute('aria-sort', 'none'));
  await expectColumn(canvasElement, 'name', ['Amara Okafor', 'Diego Alvarez', 'Mateo Rossi', 'Lucas Moreau', 'Chloé Laurent', 'Sofia Lindqvist', 'Hana Sato']);
  // Shift + click adds Salary as the tie-breaker; a second one turns it to descending.
  await shiftClickHeader(canvasElement, 'Salary');
  await waitFor(() => expect(header(canvasElement, 'Salary')).toHaveAttribute('aria-sort', 'ascending'));
  await shiftClickHeader(canvasElement, 'Salary');
  await waitFor(() => expect(header(canvasElement, 'Salary')).toHaveAttribute('aria-sort', 'descending'));
  await expect(header(canvasElement, 'Office')).toHaveAttribute('aria-sort', 'ascending');
  // The two Paris designers swap: the higher salary comes first.
  await expectColumn(canvasElement, 'name', ['Amara Okafor', 'Diego Alvarez', 'Mateo Rossi', 'Chloé Laurent', 'Lucas Moreau', 'Sofia Lindqvist', 'Hana Sato']);
  await settle(canvasElement);
};

MultiSortingModes.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'On every click' }));
  await clickHeader(canvasElement, 'Destination', 'ascending');
  await clickHeader(canvasElement, 'Price', 'ascending');
  await expect(await canvas.findByText('Sorted by: destination asc, then price asc')).toBeInTheDocument();
  await expectColumn(canvasElement, 'id', ['AF 118', 'LX 22', 'IB 6251', 'KL 641', 'LH 402', 'BA 175']);
  // Off: the model keeps its first item, and Shift + click replaces it.
  await userEvent.click(canvas.getByRole('button', { name: 'Off' }));
  await expect(await canvas.findByText('Sorted by: destination asc')).toBeInTheDocument();
  await shiftClickHeader(canvasElement, 'Stops');
  await expect(await canvas.findByText('Sorted by: stops asc')).toBeInTheDocument();
  await expect(header(canvasElement, 'Destination')).toHaveAttribute('aria-sort', 'none');
  await settle(canvasElement, { repaint: true });
};

SortingOrder.play = async ({ canvasElement }) => {
  // Descending first, then ascending, then descending again: never unsorted.
  await clickHeader(canvasElement, 'Price', 'descending');
  await expectColumn(canvasElement, 'id', ['MPLE', 'ALPN', 'NRTH', 'SNRS', 'BLHB']);
  await clickHeader(canvasElement, 'Price', 'ascending');
  await expectColumn(canvasElement, 'id', ['BLHB', 'SNRS', 'NRTH', 'ALPN', 'MPLE']);
  await clickHeader(canvasElement, 'Price', 'descending');
  // The Notes column is not sortable: its header ignores the click.
  await userEvent.click(header(canvasElement, 'Notes'));
  await expect(header(canvasElement, 'Price')).toHaveAttribute('aria-sort', 'descending');
  await expectColumn(canvasElement, 'id', ['MPLE', 'ALPN', 'NRTH', 'SNRS', 'BLHB']);
  await settle(canvasElement);
};

ColumnSortingOrder.play = async ({ canvasElement }) => {
  await clickHeader(canvasElement, 'Rating', 'descending');
  await expectColumn(canvasElement, 'rating', ['4.8', '4.7', '4.6', '4.4', '4.1', '3.9']);
  await clickHeader(canvasElement, 'Rating', 'ascending');
  await clickHeader(canvasElement, 'Rating', 'descending');
  // Other columns keep the grid's default cycle.
  await clickHeader(canvasElement, 'Price', 'ascending');
  await expectColumn(canvasElement, 'name', [
    'Pour-over dripper',
    'Espresso tamper',
    'Digital scale',
    'Milk frother',
    'Gooseneck kettle',
    'Burr coffee grinder',
  ]);
  await settle(canvasElement);
};

DisableSorting.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const newestFirst = ['Signed out', 'Deleted project', 'Changed role', 'Exported report', 'Signed in'];
  // Sorting is off: the click changes nothing, the initial order stays.
  await userEvent.click(header(canvasElement, 'User'));
  await expect(header(canvasElement, 'User')).toHaveAttribute('aria-sort', 'none');
  await expectColumn(canvasElement, 'action', newestFirst);
  await userEvent.click(canvas.getByRole('switch', { name: 'Let readers sort' }));
  await clickHeader(canvasElement, 'User', 'ascending');
  await expectColumn(canvasElement, 'user', ['Amara Okafor', 'Amara Okafor', 'Diego Alvarez', 'Hana Sato', 'Lucas Moreau']);
  // Details stays unsortable either way.
  await userEvent.click(header(canvasElement, 'Details'));
  await expect(header(canvasElement, 'User')).toHaveAttribute('aria-sort', 'ascending');
  await settle(canvasElement, { repaint: true });
};

CustomComparator.play = async ({ canvasElement }) => {
  // From descending, a click removes the sort and the next one sorts by rank, lowest first.
  await clickHeader(canvasElement, 'Priority', 'none');
  await clickHeader(canvasElement, 'Priority', 'ascending');
  await expectColumn(canvasElement, 'priority', ['Low', 'Medium', 'Medium', 'High', 'High', 'Critical']);
  await settle(canvasElement);
};

SortByLastName.play = async ({ canvasElement }) => {
  const byLastName = ['Zoe Adams', 'Marco Bianchi', 'Ingrid Holm', 'Kwame Mensah', 'Ada Novak', 'Yuki Tanaka'];
  await clickHeader(canvasElement, 'Speaker', 'ascending');
  await expectColumn(canvasElement, 'name', byLastName);
  await clickHeader(canvasElement, 'Speaker', 'descending');
  await expectColumn(canvasElement, 'name', [...byLastName].reverse());
  await settle(canvasElement);
};

NaturalSortComparator.play = async ({ canvasElement }) => {
  const toggle = within(canvasElement).getByRole('switch', { name: 'Natural order' });
  const natural = ['Invoice 1.pdf', 'invoice 2.pdf', 'Invoice 3.pdf', 'Invoice 10.pdf', 'Invoice 21.pdf', 'Invoice 100.pdf'];
  await expectColumn(canvasElement, 'file', natural);
  // The default comparison reads digit by digit: "10" comes before "2".
  await userEvent.click(toggle);
  await expectColumn(canvasElement, 'file', ['Invoice 1.pdf', 'Invoice 10.pdf', 'Invoice 100.pdf', 'invoice 2.pdf', 'Invoice 21.pdf', 'Invoice 3.pdf']);
  await userEvent.click(toggle);
  await expectColumn(canvasElement, 'file', natural);
  await settle(canvasElement, { repaint: true });
};

NullsLast.play = async ({ canvasElement }) => {
  const noDueDate = ['Write onboarding guide', 'Clean up old feature flags'];
  await clickHeader(canvasElement, 'Due', 'ascending');
  await expectColumn(canvasElement, 'task', ['Renew SSL certificates', 'Review vendor contract', 'Migrate billing database', 'Plan team offsite', ...noDueDate]);
  await clickHeader(canvasElement, 'Due', 'descending');
  await expectColumn(canvasElement, 'task', ['Plan team offsite', 'Migrate billing database', 'Review vendor contract', 'Renew SSL certificates', ...noDueDate]);
  await settle(canvasElement);
};

ComputedColumnSorting.play = async ({ canvasElement }) => {
  await clickHeader(canvasElement, 'Total', 'none');
  await clickHeader(canvasElement, 'Total', 'ascending');
  await expectColumn(canvasElement, 'item', [
    'Wireless keyboard',
    'Ergonomic office chair',
    'Noise-cancelling headset',
    'USB-C docking station',
    'Standing desk',
    '27" monitor',
  ]);
  await settle(canvasElement);
};

ServerSideSorting.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Page 1, unsorted', {}, { timeout: 3000 })).toBeInTheDocument();
  await clickHeader(canvasElement, 'Price', 'ascending');
  // The server sorts all twelve products and sends back the four cheapest.
  await expect(await canvas.findByText('Page 1, price asc', {}, { timeout: 3000 })).toBeInTheDocument();
  await expectColumn(canvasElement, 'name', ['Olive wood spoon', 'Glass storage jar', 'Ceramic mug', 'Stoneware bowl']);
  await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
  await expect(await canvas.findByText('Page 2, price asc', {}, { timeout: 3000 })).toBeInTheDocument();
  await expectColumn(canvasElement, 'name', ['Canvas tote bag', 'Enamel pie dish', 'Bamboo cutting board', 'Linen apron']);
  await settle(canvasElement, { repaint: true });
};

SortingApi.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const firstAddress = () => columnValues(canvasElement, 'address')[0];
  // Without a direction, sortColumn steps through the cycle like a header click.
  await userEvent.click(canvas.getByRole('button', { name: 'Next city order' }));
  await waitFor(() => expect(header(canvasElement, 'City')).toHaveAttribute('aria-sort', 'ascending'));
  await userEvent.click(canvas.getByRole('button', { name: 'Next city order' }));
  await waitFor(() => expect(header(canvasElement, 'City')).toHaveAttribute('aria-sort', 'descending'));
  await waitFor(() => expect(firstAddress()).toBe('3 Mill Lane'));
  await userEvent.click(canvas.getByRole('button', { name: 'Cheapest first' }));
  await waitFor(() => expect(firstAddress()).toBe('21 Station Avenue'));
  await userEvent.click(canvas.getByRole('button', { name: 'Most bedrooms' }));
  await waitFor(() => expect(firstAddress()).toBe('7 Orchard Close'));
  await expect(header(canvasElement, 'Price')).toHaveAttribute('aria-sort', 'none');
  await userEvent.click(canvas.getByRole('button', { name: 'Clear sorting' }));
  await waitFor(() => expect(header(canvasElement, 'Bedrooms')).toHaveAttribute('aria-sort', 'none'));
  await expect(firstAddress()).toBe('14 Harbour Street');
  await settle(canvasElement, { repaint: true });
};

SortedRowsSelector.play = async ({ canvasElement }) => {
  const footer = within(canvasElement).getByText(/^Top 3/);
  await expect(footer).toHaveTextContent('Top 3 (Revenue desc): Hana Sato, Priya Raman, Amara Okafor');
  await clickHeader(canvasElement, 'Deals', 'ascending');
  await waitFor(() => expect(footer).toHaveTextContent('Top 3 (Deals asc): Jonas Becker, Hana Sato, Amara Okafor'));
  await clickHeader(canvasElement, 'Deals', 'descending');
  await waitFor(() => expect(footer).toHaveTextContent('Top 3 (Deals desc): Diego Alvarez, Lucas Moreau, Priya Raman'));
  await settle(canvasElement);
};

/** The shapes of the two chevrons (`ExpandLess` and `ExpandMore`). */
const CHEVRON_UP = 'm12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z';
const CHEVRON_DOWN = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';

CustomSortIcons.play = async ({ canvasElement }) => {
  const weight = header(canvasElement, 'Weight (kg)');
  const iconPath = () => weight.querySelector('.MuiDataGrid-sortIcon path, .MuiDataGrid-iconButtonContainer svg path')?.getAttribute('d');
  await clickHeader(canvasElement, 'Weight (kg)', 'ascending');
  await waitFor(() => expect(iconPath()).toBe(CHEVRON_UP));
  await clickHeader(canvasElement, 'Weight (kg)', 'descending');
  await waitFor(() => expect(iconPath()).toBe(CHEVRON_DOWN));
  await expectColumn(canvasElement, 'id', ['SH-2303', 'SH-2305', 'SH-2301', 'SH-2302', 'SH-2304']);
  await settle(canvasElement);
};
