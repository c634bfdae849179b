import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import RowPinningDemo from './RowPinning.tsx';
import rowPinningSource from './RowPinning.tsx?demo';
import RowPinningWithActionsDemo from './RowPinningWithActions.tsx';
import rowPinningWithActionsSource from './RowPinningWithActions.tsx?demo';
import RowPinningWithPaginationDemo from './RowPinningWithPagination.tsx';
import rowPinningWithPaginationSource from './RowPinningWithPagination.tsx?demo';
import StyledPinnedRowsDemo from './StyledPinnedRows.tsx';
import styledPinnedRowsSource from './StyledPinnedRows.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const RowPinning: Story = demoStory(RowPinningDemo, rowPinningSource);
export const RowPinningWithActions: Story = demoStory(RowPinningWithActionsDemo, rowPinningWithActionsSource);
export const RowPinningWithPagination: Story = demoStory(RowPinningWithPaginationDemo, rowPinningWithPaginationSource);
export const StyledPinnedRows: Story = demoStory(StyledPinnedRowsDemo, styledPinnedRowsSource);

function pinnedContainer(canvasElement: HTMLElement, position: 'top' | 'bottom') {
  return canvasElement.querySelector<HTMLElement>(`.MuiDataGrid-pinnedRows--${position}`)!;
}

function blurFocused(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

RowPinning.play = async ({ canvasElement }) => {
  await expect(pinnedContainer(canvasElement, 'top')).toHaveTextContent('Budget');
  await expect(pinnedContainer(canvasElement, 'bottom')).toHaveTextContent('Total spent');
  // The sum of the Q1 column.
  await expect(pinnedContainer(canvasElement, 'bottom')).toHaveTextContent('$161,700');
};

RowPinningWithActions.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(pinnedContainer(canvasElement, 'top')).toHaveTextContent('ASML Holding');
  // Actions cells render their buttons as menu items. Apple, the first row, goes first: clicking
  // TSMC, the last row, scrolls the grid down, and the rows above leave the rendered window.
  await userEvent.click(canvas.getByRole('menuitem', { name: 'Pin Apple to the top' }));
  await waitFor(() => expect(pinnedContainer(canvasElement, 'top')).toHaveTextContent('Apple'));
  await expect(pinnedContainer(canvasElement, 'top')).toHaveTextContent('ASML Holding');
  await userEvent.click(canvas.getByRole('menuitem', { name: 'Pin TSMC to the bottom' }));
  await waitFor(() => expect(pinnedContainer(canvasElement, 'bottom')).toHaveTextContent('TSMC'));
  // Pinned rows stay rendered wherever the grid is scrolled.
  await userEvent.click(canvas.getByRole('menuitem', { name: 'Unpin ASML Holding' }));
  await waitFor(() => expect(pinnedContainer(canvasElement, 'top')).not.toHaveTextContent('ASML Holding'));
  await expect(pinnedContainer(canvasElement, 'top')).toHaveTextContent('Apple');
  blurFocused(canvasElement);
  await repaintWholeStory(canvasElement);
};

RowPinningWithPagination.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(pinnedContainer(canvasElement, 'bottom')).toHaveTextContent('All 48 orders');
  await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-row[data-id="5011"]')).not.toBeNull());
  // The pinned total stays on every page.
  await expect(pinnedContainer(canvasElement, 'bottom')).toHaveTextContent('All 48 orders');
  blurFocused(canvasElement);
};
