import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import VirtualizedTradesDemo from './VirtualizedTrades.tsx';
import virtualizedTradesSource from './VirtualizedTrades.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const VirtualizedTrades: Story = demoStory(VirtualizedTradesDemo, virtualizedTradesSource);

VirtualizedTrades.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const status = await canvas.findByRole('status');
  await expect(status).toHaveTextContent('of 500 rows rendered (rows 1 to');
  const renderedBefore = canvasElement.querySelectorAll('.MuiDataGrid-row').length;
  await expect(renderedBefore).toBeLessThan(40);

  // Jump to the middle of the list: the grid renders the rows around the new position only.
  const scroller = canvasElement.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')!;
  scroller.scrollTop = 52 * 250;
  await waitFor(() => expect(canvas.getByText('T-00251')).toBeInTheDocument());
  await waitFor(() => expect(status).not.toHaveTextContent('(rows 1 to'));
  await expect(canvasElement.querySelectorAll('.MuiDataGrid-row').length).toBeLessThan(40);
};
