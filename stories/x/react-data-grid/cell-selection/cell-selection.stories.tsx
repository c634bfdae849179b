import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { comeToRest } from '../../../../src/demo/play';
import CellSelectionGridDemo from './CellSelectionGrid.tsx';
import cellSelectionGridSource from './CellSelectionGrid.tsx?demo';
import ControlledCellSelectionDemo from './ControlledCellSelection.tsx';
import controlledCellSelectionSource from './ControlledCellSelection.tsx?demo';
import CellSelectionRangeStylingDemo from './CellSelectionRangeStyling.tsx';
import cellSelectionRangeStylingSource from './CellSelectionRangeStyling.tsx?demo';
import CellSelectionApiRefDemo from './CellSelectionApiRef.tsx';
import cellSelectionApiRefSource from './CellSelectionApiRef.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const CellSelectionGrid: Story = demoStory(CellSelectionGridDemo, cellSelectionGridSource);
export const ControlledCellSelection: Story = demoStory(ControlledCellSelectionDemo, controlledCellSelectionSource);
export const CellSelectionRangeStyling: Story = demoStory(CellSelectionRangeStylingDemo, cellSelectionRangeStylingSource);
export const CellSelectionApiRef: Story = demoStory(CellSelectionApiRefDemo, cellSelectionApiRefSource);


const selectedCells = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[role="gridcell"].Mui-selected');

/** The cell of a column in the row that holds a piece of text. */
function cellOf(canvasElement: HTMLElement, rowText: string, field: string) {
  const row = within(canvasElement).getByText(rowText).closest('[role="row"]') as HTMLElement;
  return row.querySelector(`[data-field="${field}"]`) as HTMLElement;
}

/** Click a cell, then Shift + click another: selects the range between them. */
async function selectRange(canvasElement: HTMLElement, from: HTMLElement, to: HTMLElement) {
  const user = userEvent.setup();
  await user.click(from);
  await user.keyboard('{Shift>}');
  await user.click(to);
  await user.keyboard('{/Shift}');
}

CellSelectionGrid.play = async ({ canvasElement }) => {
  await selectRange(canvasElement, cellOf(canvasElement, 'Nordics', 'feb'), cellOf(canvasElement, 'Iberia', 'apr'));
  // Three regions by three months.
  await waitFor(() => expect(selectedCells(canvasElement)).toHaveLength(9));
  await expect(cellOf(canvasElement, 'Benelux', 'mar')).toHaveClass('Mui-selected');
  await expect(cellOf(canvasElement, 'DACH', 'mar')).not.toHaveClass('Mui-selected');
  await comeToRest(canvasElement);
};

ControlledCellSelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await selectRange(canvasElement, cellOf(canvasElement, 'Lucas Moreau', 'mon'), cellOf(canvasElement, 'Diego Alvarez', 'wed'));
  await expect(await canvas.findByText('9 day cells selected')).toBeInTheDocument();
  const hours = canvas.getByRole('textbox', { name: 'Hours' });
  await userEvent.clear(hours);
  await userEvent.type(hours, '7');
  await userEvent.click(canvas.getByRole('button', { name: 'Fill selected cells' }));
  await waitFor(() => expect(cellOf(canvasElement, 'Diego Alvarez', 'tue')).toHaveTextContent('7'));
  await expect(cellOf(canvasElement, 'Lucas Moreau', 'mon')).toHaveTextContent('7');
  // Cells outside the selection keep their hours.
  await expect(cellOf(canvasElement, 'Lucas Moreau', 'thu')).toHaveTextContent('0');
  await comeToRest(canvasElement);
};

CellSelectionRangeStyling.play = async ({ canvasElement }) => {
  await expect(selectedCells(canvasElement)).toHaveLength(6);
  await expect(cellOf(canvasElement, 'Borealis', 'tue')).toHaveClass('MuiDataGrid-cell--rangeTop', 'MuiDataGrid-cell--rangeLeft');
  await selectRange(canvasElement, cellOf(canvasElement, 'Borealis', 'thu'), cellOf(canvasElement, 'Cypress', 'thu'));
  await waitFor(() => expect(selectedCells(canvasElement)).toHaveLength(2));
  await expect(cellOf(canvasElement, 'Borealis', 'thu')).toHaveClass('MuiDataGrid-cell--rangeTop', 'MuiDataGrid-cell--rangeRight');
  await expect(cellOf(canvasElement, 'Cypress', 'thu')).toHaveClass('MuiDataGrid-cell--rangeBottom', 'MuiDataGrid-cell--rangeLeft');
  await comeToRest(canvasElement);
};

CellSelectionApiRef.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Select Q1' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Summarize' }));
  await expect(canvas.getByText('15 cells in 5 rows, total 2,887 k€')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Add DACH Q2' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Summarize' }));
  await expect(canvas.getByText('18 cells in 5 rows, total 3,776 k€')).toBeInTheDocument();
  await expect(selectedCells(canvasElement)).toHaveLength(18);
  await comeToRest(canvasElement);
};
