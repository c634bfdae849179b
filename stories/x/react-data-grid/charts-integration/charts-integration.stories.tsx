import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { enterSearch, pageOf } from '../../../../src/demo/play';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import FilteredRowsChartDemo from './FilteredRowsChart.tsx';
import filteredRowsChartSource from './FilteredRowsChart.tsx?demo';
import GroupedChartDemo from './GroupedChart.tsx';
import groupedChartSource from './GroupedChart.tsx?demo';
import SelectedRowsChartDemo from './SelectedRowsChart.tsx';
import selectedRowsChartSource from './SelectedRowsChart.tsx?demo';
import CellSelectionChartDemo from './CellSelectionChart.tsx';
import cellSelectionChartSource from './CellSelectionChart.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const FilteredRowsChart: Story = demoStory(FilteredRowsChartDemo, filteredRowsChartSource);
export const GroupedChart: Story = demoStory(GroupedChartDemo, groupedChartSource);
export const SelectedRowsChart: Story = demoStory(SelectedRowsChartDemo, selectedRowsChartSource);
export const CellSelectionChart: Story = demoStory(CellSelectionChartDemo, cellSelectionChartSource);

/** The series names in the chart's legend. */
const legendLabels = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('figure .MuiChartsLegend-root li')).map((item) => item.textContent);

/** The labels of the chart's category axis, in order. */
const xLabels = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('figure .MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')).map(
    (label) => label.textContent,
  );

const barCount = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('figure .MuiBarElement-root').length;

/** Ends at rest: nothing focused, no tooltip or ripple left, painted whole. */
async function settle(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await userEvent.unhover(canvasElement);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull());
  await waitFor(() => expect(canvasElement.querySelector('.MuiTouchRipple-child')).toBeNull());
  await repaintWholeStory(canvasElement);
}

FilteredRowsChart.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(legendLabels(canvasElement)).toEqual(['Americas', 'Europe', 'Asia Pacific']));
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  await enterSearch(canvas.getByRole('searchbox'), 'Europe');
  // The chart keeps the one region left in the grid.
  await waitFor(() => expect(legendLabels(canvasElement)).toEqual(['Europe']));
  await expect(canvas.getByText('Monthly revenue of the 12 rows in the grid')).toBeVisible();
  await settle(canvasElement);
};

GroupedChart.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(xLabels(canvasElement)).toHaveLength(3));
  await expect(xLabels(canvasElement)).toEqual(expect.arrayContaining(['Americas', 'Europe', 'Asia Pacific']));
  await userEvent.click(canvas.getByRole('combobox', { name: /Group rows by/ }));
  await userEvent.click(await pageOf(canvasElement).findByRole('option', { name: 'Month' }));
  // One bar per month group, each the sum the grid aggregated.
  await waitFor(() => expect(xLabels(canvasElement)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']));
  await expect(barCount(canvasElement)).toBe(6);
  await expect(canvas.getByText('Total revenue per month')).toBeVisible();
  await settle(canvasElement);
};

SelectedRowsChart.play = async ({ canvasElement }) => {
  await waitFor(() => expect(legendLabels(canvasElement)).toEqual(['Europe, Heat pump']));
  const row = canvasElement.querySelector<HTMLElement>('[role="row"][data-id="Americas|Solar kit"]')!;
  await userEvent.click(within(row).getByRole('checkbox'));
  await waitFor(() => expect(legendLabels(canvasElement)).toHaveLength(2));
  await expect(legendLabels(canvasElement)).toContain('Americas, Solar kit');
  await expect(canvasElement.querySelectorAll('figure .MuiLineElement-root')).toHaveLength(2);
  await settle(canvasElement);
};

/** The cell of a row (by id) and a column. */
const cellOf = (canvasElement: HTMLElement, rowId: string, field: string) =>
  canvasElement.querySelector<HTMLElement>(`[role="row"][data-id="${rowId}"] [data-field="${field}"]`)!;

CellSelectionChart.play = async ({ canvasElement }) => {
  await waitFor(() => expect(barCount(canvasElement)).toBe(3));
  // Select Jan to Mar of all three regions: nine cells, nine bars.
  const user = userEvent.setup();
  await user.click(cellOf(canvasElement, 'Americas', 'Jan'));
  await user.keyboard('{Shift>}');
  await user.click(cellOf(canvasElement, 'Asia Pacific', 'Mar'));
  await user.keyboard('{/Shift}');
  await waitFor(() => expect(barCount(canvasElement)).toBe(9));
  await expect(within(canvasElement).getByText('9 selected cell(s)')).toBeVisible();
  await settle(canvasElement);
};
