import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { leaveFocus } from '../../../../../src/demo/play';
import ServerSideRowGroupingDemo from './ServerSideRowGrouping.tsx';
import serverSideRowGroupingSource from './ServerSideRowGrouping.tsx?demo';
import ServerSideRowGroupingNestedDemo from './ServerSideRowGroupingNested.tsx';
import serverSideRowGroupingNestedSource from './ServerSideRowGroupingNested.tsx?demo';
import ServerSideRowGroupingExpansionDemo from './ServerSideRowGroupingExpansion.tsx';
import serverSideRowGroupingExpansionSource from './ServerSideRowGroupingExpansion.tsx?demo';
import ServerSideRowGroupingSortingDemo from './ServerSideRowGroupingSorting.tsx';
import serverSideRowGroupingSortingSource from './ServerSideRowGroupingSorting.tsx?demo';
import ServerSideRowGroupingErrorsDemo from './ServerSideRowGroupingErrors.tsx';
import serverSideRowGroupingErrorsSource from './ServerSideRowGroupingErrors.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ServerSideRowGrouping: Story = demoStory(ServerSideRowGroupingDemo, serverSideRowGroupingSource);
export const ServerSideRowGroupingNested: Story = demoStory(ServerSideRowGroupingNestedDemo, serverSideRowGroupingNestedSource);
export const ServerSideRowGroupingExpansion: Story = demoStory(ServerSideRowGroupingExpansionDemo, serverSideRowGroupingExpansionSource);
export const ServerSideRowGroupingSorting: Story = demoStory(ServerSideRowGroupingSortingDemo, serverSideRowGroupingSortingSource);
export const ServerSideRowGroupingErrors: Story = demoStory(ServerSideRowGroupingErrorsDemo, serverSideRowGroupingErrorsSource);

/** The fake server answers after 300 ms per request. */
const LOAD = { timeout: 6000 };

/** Ends at rest: no loading overlay or group loader, nothing focused. */
async function settled(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-overlay, [role="progressbar"]')).toBeNull(), LOAD);
  await leaveFocus(canvasElement);
}

/** The grouping cell of the group `key`, whose text is the key and the group's size: "France (147)". */
const groupCell = (canvasElement: HTMLElement, key: string) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[role="gridcell"][data-field="__row_group_by_columns_group__"]')).find((cell) =>
    new RegExp(`^${key} \\(\\d+\\)$`).test(cell.textContent ?? ''),
  );

/** Waits for the group `key` to arrive and returns its grouping cell. */
async function findGroup(canvasElement: HTMLElement, key: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = groupCell(canvasElement, key);
    expect(found).toBeDefined();
  }, LOAD);
  return found as HTMLElement;
}

/** The expand button of the group `key`. */
const expandButton = async (canvasElement: HTMLElement, key: string) => within(await findGroup(canvasElement, key)).getByRole('button');

/** The number of leaf rows (orders) on screen. */
const orderRows = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[role="row"][data-id]')).filter((row) => /^\d+$/.test(row.getAttribute('data-id') ?? '')).length;

ServerSideRowGrouping.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await findGroup(canvasElement, 'France')).toHaveTextContent('France (147)');
  await expect(orderRows(canvasElement)).toBe(0);
  await userEvent.click(await expandButton(canvasElement, 'France'));
  // The first French order arrives with the group's request.
  await canvas.findByText('SO-10001', {}, LOAD);
  await settled(canvasElement);
};

ServerSideRowGroupingNested.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await findGroup(canvasElement, 'Cancelled');
  await userEvent.click(canvas.getByRole('button', { name: 'Country › Product' }));
  await userEvent.click(await expandButton(canvasElement, 'Norway'));
  // Norway's products arrive below it, each with its number of orders.
  await findGroup(canvasElement, 'Desk lamp');
  await canvas.findByText('Last request: groupFields: [country, product], groupKeys: [Norway]', {}, LOAD);
  await settled(canvasElement);
};

ServerSideRowGroupingExpansion.play = async ({ canvasElement }) => {
  await expect(await findGroup(canvasElement, 'Japan')).toHaveTextContent('Japan (4)');
  // Japan opens by itself, then its Cancelled orders.
  await expect(await findGroup(canvasElement, 'Cancelled')).toHaveTextContent('Cancelled (15)');
  await waitFor(() => expect(orderRows(canvasElement)).toBeGreaterThan(0), LOAD);
  await settled(canvasElement);
};

ServerSideRowGroupingSorting.play = async ({ canvasElement }) => {
  await expect(await findGroup(canvasElement, 'Canada')).toHaveTextContent('Canada (22)');
  // The grouping column is named after the grouped column too: take the Country column by its field.
  const country = canvasElement.querySelector<HTMLElement>('[role="columnheader"][data-field="country"]')!;
  await userEvent.click(country);
  await userEvent.click(country);
  await waitFor(() => expect(country).toHaveAttribute('aria-sort', 'descending'));
  // The server sorts the groups: United States comes first.
  await waitFor(() => {
    const first = canvasElement.querySelector('[role="row"][data-rowindex="0"] [data-field="__row_group_by_columns_group__"]');
    expect(first).toHaveTextContent('United States (23)');
  }, LOAD);
  await settled(canvasElement);
};

ServerSideRowGroupingErrors.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await findGroup(canvasElement, 'Canada');
  await userEvent.click(canvas.getByRole('switch', { name: 'Server outage' }));
  await userEvent.click(await expandButton(canvasElement, 'Canada'));
  const alert = await canvas.findByRole('alert', {}, LOAD);
  await expect(alert).toHaveTextContent('The orders of Canada could not be loaded.');
  await userEvent.click(canvas.getByRole('switch', { name: 'Server outage' }));
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  // Canada's orders arrive below its group row.
  await waitFor(() => expect(orderRows(canvasElement)).toBeGreaterThan(3), LOAD);
  await settled(canvasElement);
};
