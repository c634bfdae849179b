import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { FILTER_PANEL, comeToRest, enterSearch, pageOf } from '../../../../../src/demo/play';
import ServerSideFilterDemo from './ServerSideFilter.tsx';
import serverSideFilterSource from './ServerSideFilter.tsx?demo';
import ServerSideQuickFilterDemo from './ServerSideQuickFilter.tsx';
import serverSideQuickFilterSource from './ServerSideQuickFilter.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ServerSideFilter: Story = demoStory(ServerSideFilterDemo, serverSideFilterSource);
export const ServerSideQuickFilter: Story = demoStory(ServerSideQuickFilterDemo, serverSideQuickFilterSource);

const rowCount = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[role="row"][data-rowindex]').length;

const settle = (canvasElement: HTMLElement) => comeToRest(canvasElement, { closed: [FILTER_PANEL] });

ServerSideFilter.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The first answer of the fake server fills the grid.
  await expect(await canvas.findByText('8 trades for []')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
  await userEvent.type(await pageOf(canvasElement).findByLabelText('Value'), 'asml');
  await expect(await canvas.findByText(/^2 trades for/)).toBeInTheDocument();
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
};

ServerSideQuickFilter.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('7 customers for quickFilterValues: []')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  await enterSearch(canvas.getByRole('searchbox'), 'print');
  await expect(await canvas.findByText('2 customers for quickFilterValues: ["print"]', {}, { timeout: 3000 })).toBeInTheDocument();
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  await settle(canvasElement);
};
