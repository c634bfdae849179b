import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { leaveFocus, pageOf } from '../../../../../src/demo/play';
import LazyLoadingViewportDemo from './LazyLoadingViewport.tsx';
import lazyLoadingViewportSource from './LazyLoadingViewport.tsx?demo';
import LazyLoadingInfiniteDemo from './LazyLoadingInfinite.tsx';
import lazyLoadingInfiniteSource from './LazyLoadingInfinite.tsx?demo';
import LazyLoadingScrollEndThresholdDemo from './LazyLoadingScrollEndThreshold.tsx';
import lazyLoadingScrollEndThresholdSource from './LazyLoadingScrollEndThreshold.tsx?demo';
import LazyLoadingRowCountUpdateDemo from './LazyLoadingRowCountUpdate.tsx';
import lazyLoadingRowCountUpdateSource from './LazyLoadingRowCountUpdate.tsx?demo';
import LazyLoadingThrottleDemo from './LazyLoadingThrottle.tsx';
import lazyLoadingThrottleSource from './LazyLoadingThrottle.tsx?demo';
import LazyLoadingErrorsDemo from './LazyLoadingErrors.tsx';
import lazyLoadingErrorsSource from './LazyLoadingErrors.tsx?demo';
import LazyLoadingSortingDemo from './LazyLoadingSorting.tsx';
import lazyLoadingSortingSource from './LazyLoadingSorting.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const LazyLoadingViewport: Story = demoStory(LazyLoadingViewportDemo, lazyLoadingViewportSource);
export const LazyLoadingInfinite: Story = demoStory(LazyLoadingInfiniteDemo, lazyLoadingInfiniteSource);
export const LazyLoadingScrollEndThreshold: Story = demoStory(LazyLoadingScrollEndThresholdDemo, lazyLoadingScrollEndThresholdSource);
export const LazyLoadingRowCountUpdate: Story = demoStory(LazyLoadingRowCountUpdateDemo, lazyLoadingRowCountUpdateSource);
export const LazyLoadingThrottle: Story = demoStory(LazyLoadingThrottleDemo, lazyLoadingThrottleSource);
export const LazyLoadingErrors: Story = demoStory(LazyLoadingErrorsDemo, lazyLoadingErrorsSource);
export const LazyLoadingSorting: Story = demoStory(LazyLoadingSortingDemo, lazyLoadingSortingSource);

/** The fake server answers after 300 ms, behind the grid's 500 ms request throttle. */
const LOAD = { timeout: 6000 };

const cell = (text: string) => [text, { selector: '[role="gridcell"]' }, LOAD] as const;

/** Scrolls the grid's rows to `top` pixels (`'bottom'`: to the end), as a reader's wheel would. */
function scrollRows(canvasElement: HTMLElement, top: number | 'bottom') {
  const scroller = canvasElement.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement;
  scroller.scrollTop = top === 'bottom' ? scroller.scrollHeight : top;
}

/** Ends at rest: no loading overlay and no skeleton row in view. */
async function settled(canvasElement: HTMLElement) {
  await waitFor(() => {
    expect(canvasElement.querySelector('.MuiDataGrid-overlay, [role="progressbar"]')).toBeNull();
    expect(canvasElement.querySelector('.MuiDataGrid-cellSkeleton, .MuiSkeleton-root')).toBeNull();
  }, LOAD);
  await leaveFocus(canvasElement);
}

LazyLoadingViewport.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText(...cell('SO-10001'));
  // Jump 5,000 rows down: skeletons first, then the orders of that block.
  scrollRows(canvasElement, 5000 * 52);
  await canvas.findByText(...cell('SO-15001'));
  scrollRows(canvasElement, 0);
  await canvas.findByText(...cell('SO-10001'));
  await settled(canvasElement);
};

LazyLoadingInfinite.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText(...cell('SO-10001'));
  await expect(canvas.getByText('Requested rows 0–19')).toBeInTheDocument();
  scrollRows(canvasElement, 'bottom');
  await canvas.findByText('Requested rows 0–19, 20–39', {}, LOAD);
  await canvas.findByText(...cell('SO-10021'));
  scrollRows(canvasElement, 0);
  await canvas.findByText(...cell('SO-10001'));
  await settled(canvasElement);
};

LazyLoadingScrollEndThreshold.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText(...cell('SO-10001'));
  // Stop 150 px short of the end: inside the 200 px threshold, so the next block is requested.
  const scroller = canvasElement.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement;
  scrollRows(canvasElement, scroller.scrollHeight - scroller.clientHeight - 150);
  await canvas.findByText('Requested rows 0–19, 20–39', {}, LOAD);
  await canvas.findByText(...cell('SO-10021'));
  scrollRows(canvasElement, 0);
  await canvas.findByText(...cell('SO-10001'));
  await settled(canvasElement);
};

LazyLoadingRowCountUpdate.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText(...cell('SO-10001'));
  await expect(canvas.getByText('Row count unknown')).toBeInTheDocument();
  for (const next of ['SO-10016', 'SO-10031']) {
    scrollRows(canvasElement, 'bottom');
    await canvas.findByText(...cell(next));
  }
  await canvas.findByText('Row count known: 45', {}, LOAD);
  scrollRows(canvasElement, 'bottom');
  await canvas.findByText(...cell('SO-10045'));
  scrollRows(canvasElement, 0);
  await canvas.findByText(...cell('SO-10001'));
  await settled(canvasElement);
};

LazyLoadingThrottle.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText(...cell('SO-10001'));
  await userEvent.click(canvas.getByRole('combobox', { name: 'Request throttle' }));
  await userEvent.click(await pageOf(canvasElement).findByRole('option', { name: 'None (0 ms)' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('listbox')).toBeNull());
  await expect(canvas.getByRole('combobox', { name: 'Request throttle' })).toHaveTextContent('None (0 ms)');
  scrollRows(canvasElement, 100 * 52);
  await canvas.findByText(...cell('SO-10101'));
  scrollRows(canvasElement, 0);
  await canvas.findByText(...cell('SO-10001'));
  await settled(canvasElement);
};

LazyLoadingErrors.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText(...cell('SO-10001'));
  await userEvent.click(canvas.getByRole('switch', { name: 'Server outage' }));
  scrollRows(canvasElement, 3000 * 52);
  const alert = await canvas.findByRole('alert', {}, LOAD);
  await expect(alert).toHaveTextContent(/Rows \d+–\d+ could not be loaded/);
  await userEvent.click(canvas.getByRole('switch', { name: 'Server outage' }));
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await canvas.findByText(...cell('SO-13001'));
  await expect(canvas.queryByRole('alert')).toBeNull();
  scrollRows(canvasElement, 0);
  await canvas.findByText(...cell('SO-10001'));
  await settled(canvasElement);
};

LazyLoadingSorting.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The initial filter keeps pending orders only.
  await canvas.findByText(...cell('SO-10004'));
  await expect(canvas.queryByText('SO-10001')).toBeNull();
  const total = canvas.getByRole('columnheader', { name: 'Total' });
  await userEvent.click(total);
  await waitFor(() => expect(total).toHaveAttribute('aria-sort', 'ascending'));
  await userEvent.click(total);
  await waitFor(() => expect(total).toHaveAttribute('aria-sort', 'descending'));
  await waitFor(() => expect(canvas.queryByText('SO-10004')).toBeNull(), LOAD);
  await canvas.findAllByText('$7,188', {}, LOAD);
  await settled(canvasElement);
};
