import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import LargeDatasetDemo from './LargeDataset.tsx';
import largeDatasetSource from './LargeDataset.tsx?demo';
import DisabledVirtualizationDemo from './DisabledVirtualization.tsx';
import disabledVirtualizationSource from './DisabledVirtualization.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const LargeDataset: Story = demoStory(LargeDatasetDemo, largeDatasetSource);
export const DisabledVirtualization: Story = demoStory(DisabledVirtualizationDemo, disabledVirtualizationSource);

LargeDataset.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const grid = await canvas.findByRole('grid');
  await userEvent.click(canvas.getByRole('button', { name: 'Load 100,000 sensors' }));
  // The grid announces the whole data set…
  await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '100001'));
  await expect(grid).toHaveAttribute('aria-colcount', '1000');
  // …but renders only what is in view, plus a small buffer.
  await waitFor(() => expect(canvas.getByText('S-000001')).toBeInTheDocument());
  await expect(canvasElement.querySelectorAll('[role="row"]').length).toBeLessThan(40);
  await expect(canvasElement.querySelectorAll('[role="columnheader"]').length).toBeLessThan(40);

  // Jump to the middle of the rows: the rows there are rendered on demand.
  const scroller = canvasElement.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller');
  await expect(scroller).not.toBeNull();
  // Row height depends on the density, so measure it.
  const firstRow = canvasElement.querySelector<HTMLElement>('[role="row"][data-rowindex="0"]');
  const rowHeight = firstRow!.getBoundingClientRect().height;
  scroller!.scrollTop = rowHeight * 50_000;
  await waitFor(() => expect(canvas.getByText('S-050001')).toBeInTheDocument());
  await expect(canvas.queryByText('S-000001')).not.toBeInTheDocument();
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await repaintWholeStory(canvasElement);
};

DisabledVirtualization.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const status = canvas.getByTestId('rendered-rows');
  await waitFor(() => expect(status).not.toHaveTextContent('Row elements in the page: 40 of 40'));
  await userEvent.click(canvas.getByRole('switch', { name: 'Virtualization' }));
  await waitFor(() => expect(status).toHaveTextContent('Row elements in the page: 40 of 40'));
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
