import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import UpdateRowsPropDemo from './UpdateRowsProp.tsx';
import updateRowsPropSource from './UpdateRowsProp.tsx?demo';
import UpdateRowsApiRefDemo from './UpdateRowsApiRef.tsx';
import updateRowsApiRefSource from './UpdateRowsApiRef.tsx?demo';
import LivePricesDemo from './LivePrices.tsx';
import livePricesSource from './LivePrices.tsx?demo';
import ThrottledUpdatesDemo from './ThrottledUpdates.tsx';
import throttledUpdatesSource from './ThrottledUpdates.tsx?demo';
import InfiniteLoadingDemo from './InfiniteLoading.tsx';
import infiniteLoadingSource from './InfiniteLoading.tsx?demo';
import PendingRowUpdatesDemo from './PendingRowUpdates.tsx';
import pendingRowUpdatesSource from './PendingRowUpdates.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const UpdateRowsProp: Story = demoStory(UpdateRowsPropDemo, updateRowsPropSource);
export const UpdateRowsApiRef: Story = demoStory(UpdateRowsApiRefDemo, updateRowsApiRefSource);
export const LivePrices: Story = demoStory(LivePricesDemo, livePricesSource);
export const ThrottledUpdates: Story = demoStory(ThrottledUpdatesDemo, throttledUpdatesSource);
export const InfiniteLoading: Story = demoStory(InfiniteLoadingDemo, infiniteLoadingSource);
export const PendingRowUpdates: Story = demoStory(PendingRowUpdatesDemo, pendingRowUpdatesSource);

/** The grid's row element for a row id. */
function row(canvasElement: HTMLElement, id: string | number) {
  return canvasElement.querySelector(`.MuiDataGrid-row[data-id="${id}"]`);
}

UpdateRowsProp.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(row(canvasElement, 'PAL-EUR')).toHaveTextContent('120');
  await userEvent.click(canvas.getByRole('button', { name: 'Receive delivery 1 of 3' }));
  // 120 pallets + 40 delivered; the boxes were not in this delivery and keep their value.
  await expect(row(canvasElement, 'PAL-EUR')).toHaveTextContent('160');
  await expect(row(canvasElement, 'BOX-S')).toHaveTextContent('860');
  await expect(canvas.getByRole('button', { name: 'Receive delivery 2 of 3' })).toBeInTheDocument();
};

UpdateRowsApiRef.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Ship oldest pending' }));
  await expect(row(canvasElement, 5101)).toHaveTextContent('Shipped');
  await expect(row(canvasElement, 5102)).toHaveTextContent('Pending');
  await userEvent.click(canvas.getByRole('button', { name: 'Add order' }));
  await expect(row(canvasElement, 5105)).toHaveTextContent('Sunrise Bakery');
  await userEvent.click(canvas.getByRole('button', { name: 'Delete newest' }));
  await waitFor(() => expect(row(canvasElement, 5105)).toBeNull());
};

LivePrices.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The feed starts paused: nothing moves until the reader asks for it.
  await expect(canvas.getByText('Tick 0')).toBeInTheDocument();
  await expect(row(canvasElement, 'NWTR')).toHaveTextContent('$48.12');
  await userEvent.click(canvas.getByRole('button', { name: 'Next tick' }));
  await expect(canvas.getByText('Tick 1')).toBeInTheDocument();
  await expect(row(canvasElement, 'NWTR')).not.toHaveTextContent('$48.12');
  await expect(row(canvasElement, 'NWTR')).toHaveTextContent(/[▲▼]/);
};

InfiniteLoading.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Total Rows: 25')).toBeInTheDocument();
  const scroller = canvasElement.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')!;
  scroller.scrollTop = scroller.scrollHeight;
  fireEvent.scroll(scroller);
  // Reaching the bottom asks for the next 25 transactions.
  await waitFor(() => expect(canvas.getByText('Total Rows: 50')).toBeInTheDocument(), { timeout: 5000 });
  scroller.scrollTop = 0;
  fireEvent.scroll(scroller);
  await waitFor(() => expect(row(canvasElement, 90000)).not.toBeNull());
};

PendingRowUpdates.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Approve INV-2041' }));
  await waitFor(() => expect(row(canvasElement, 'INV-2041')).toHaveClass('invoice--saving'));
  await waitFor(() => expect(row(canvasElement, 'INV-2041')).toHaveTextContent('Approved'), { timeout: 5000 });
  await expect(row(canvasElement, 'INV-2041')).not.toHaveClass('invoice--saving');
};
