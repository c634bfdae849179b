import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf } from '../../../../src/demo/play';
import GridDrivenBarChartDemo from './GridDrivenBarChart.tsx';
import gridDrivenBarChartSource from './GridDrivenBarChart.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const GridDrivenBarChart: Story = demoStory(GridDrivenBarChartDemo, gridDrivenBarChartSource);

/** The store names on the chart's category axis, top to bottom. */
const chartStores = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('figure .MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')).map(
    (label) => label.textContent,
  );

GridDrivenBarChart.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(chartStores(canvasElement)).toHaveLength(12));
  const initialOrder = chartStores(canvasElement);
  // Filter the grid with its quick filter: the chart keeps only the European stores.
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  const search = canvas.getByRole('searchbox');
  await userEvent.type(search, 'Europe');
  await waitFor(() => expect(chartStores(canvasElement)).toEqual(['London', 'Paris', 'Berlin', 'Madrid']));
  await expect(canvas.getByText('Revenue of the 4 stores in the grid (thousand USD)')).toBeVisible();
  await userEvent.clear(search);
  await waitFor(() => expect(chartStores(canvasElement)).toHaveLength(12));
  // Sort the grid by revenue: the chart follows the grid's order.
  const revenueHeader = canvas.getByRole('columnheader', { name: 'Revenue' });
  await userEvent.click(revenueHeader);
  await waitFor(() => expect(chartStores(canvasElement)[0]).toBe('Mexico City'));
  // Descending, then unsorted again.
  await userEvent.click(revenueHeader);
  await waitFor(() => expect(chartStores(canvasElement)[0]).toBe('New York'));
  await userEvent.click(revenueHeader);
  await waitFor(() => expect(chartStores(canvasElement)).toEqual(initialOrder));
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await userEvent.unhover(canvasElement);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull());
};
