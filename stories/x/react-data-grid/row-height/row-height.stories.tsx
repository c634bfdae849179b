import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import StaticRowHeightDemo from './StaticRowHeight.tsx';
import staticRowHeightSource from './StaticRowHeight.tsx?demo';
import VariableRowHeightDemo from './VariableRowHeight.tsx';
import variableRowHeightSource from './VariableRowHeight.tsx?demo';
import AutoRowHeightDemo from './AutoRowHeight.tsx';
import autoRowHeightSource from './AutoRowHeight.tsx?demo';
import ExpandableCellsDemo from './ExpandableCells.tsx';
import expandableCellsSource from './ExpandableCells.tsx?demo';
import VirtualizedAutoHeightDemo from './VirtualizedAutoHeight.tsx';
import virtualizedAutoHeightSource from './VirtualizedAutoHeight.tsx?demo';
import RowDensityDemo from './RowDensity.tsx';
import rowDensitySource from './RowDensity.tsx?demo';
import RowSpacingDemo from './RowSpacing.tsx';
import rowSpacingSource from './RowSpacing.tsx?demo';
import DaySeparatorsDemo from './DaySeparators.tsx';
import daySeparatorsSource from './DaySeparators.tsx?demo';
import RowBordersDemo from './RowBorders.tsx';
import rowBordersSource from './RowBorders.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const StaticRowHeight: Story = demoStory(StaticRowHeightDemo, staticRowHeightSource);
export const VariableRowHeight: Story = demoStory(VariableRowHeightDemo, variableRowHeightSource);
export const AutoRowHeight: Story = demoStory(AutoRowHeightDemo, autoRowHeightSource);
export const ExpandableCells: Story = demoStory(ExpandableCellsDemo, expandableCellsSource);
export const VirtualizedAutoHeight: Story = demoStory(VirtualizedAutoHeightDemo, virtualizedAutoHeightSource);
export const RowDensity: Story = demoStory(RowDensityDemo, rowDensitySource);
export const RowSpacing: Story = demoStory(RowSpacingDemo, rowSpacingSource);
export const DaySeparators: Story = demoStory(DaySeparatorsDemo, daySeparatorsSource);
export const RowBorders: Story = demoStory(RowBordersDemo, rowBordersSource);

/** The first data row of the grid. */
function firstRow(canvasElement: HTMLElement) {
  return canvasElement.querySelector<HTMLElement>('.MuiDataGrid-row[data-rowindex="0"]')!;
}

StaticRowHeight.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(firstRow(canvasElement).style.minHeight).toBe('36px');
  await userEvent.click(canvas.getByRole('button', { name: '72 px' }));
  await waitFor(() => expect(firstRow(canvasElement).style.minHeight).toBe('72px'));
  await userEvent.click(canvas.getByRole('button', { name: '36 px' }));
  await waitFor(() => expect(firstRow(canvasElement).style.minHeight).toBe('36px'));
};

RowDensity.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const grid = canvasElement.querySelector('.MuiDataGrid-root')!;
  // rowHeight is 50: compact multiplies it by 0.7, comfortable by 1.3.
  await expect(grid).toHaveClass('MuiDataGrid-root--densityCompact');
  await expect(firstRow(canvasElement).style.minHeight).toBe('35px');
  await userEvent.click(canvas.getByRole('button', { name: 'Comfortable' }));
  await waitFor(() => expect(grid).toHaveClass('MuiDataGrid-root--densityComfortable'));
  await waitFor(() => expect(firstRow(canvasElement).style.minHeight).toBe('65px'));
  await userEvent.click(canvas.getByRole('button', { name: 'Compact' }));
  await waitFor(() => expect(grid).toHaveClass('MuiDataGrid-root--densityCompact'));
};

ExpandableCells.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const row = canvas.getAllByRole('button', { name: 'Show more' })[0].closest<HTMLElement>('.MuiDataGrid-row')!;
  const collapsedHeight = row.getBoundingClientRect().height;
  await userEvent.click(within(row).getByRole('button', { name: 'Show more' }));
  await expect(within(row).getByRole('button', { name: 'Show less' })).toBeInTheDocument();
  // The row grows to fit the full notes.
  await waitFor(() => expect(row.getBoundingClientRect().height).toBeGreaterThan(collapsedHeight));
  await userEvent.click(within(row).getByRole('button', { name: 'Show less' }));
  await expect(canvas.getAllByRole('button', { name: 'Show more' }).length).toBeGreaterThan(0);
};

RowBorders.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The top border of a cell in the second row is the line between the first two rows.
  const cell = () => canvasElement.querySelector<HTMLElement>('.MuiDataGrid-row[data-rowindex="1"] .MuiDataGrid-cell')!;
  await expect(getComputedStyle(cell()).borderTopColor).toBe('rgba(0, 0, 0, 0)');
  await userEvent.click(canvas.getByRole('switch', { name: 'Borders between rows' }));
  await waitFor(() => expect(getComputedStyle(cell()).borderTopColor).not.toBe('rgba(0, 0, 0, 0)'));
  await userEvent.click(canvas.getByRole('switch', { name: 'Borders between rows' }));
  await waitFor(() => expect(getComputedStyle(cell()).borderTopColor).toBe('rgba(0, 0, 0, 0)'));
};
