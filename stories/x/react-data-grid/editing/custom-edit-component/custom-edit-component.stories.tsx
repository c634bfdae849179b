import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import SliderEditCellDemo from './SliderEditCell.tsx';
import sliderEditCellSource from './SliderEditCell.tsx?demo';
import InputCellAdornmentDemo from './InputCellAdornment.tsx';
import inputCellAdornmentSource from './InputCellAdornment.tsx?demo';
import AutoStopEditModeDemo from './AutoStopEditMode.tsx';
import autoStopEditModeSource from './AutoStopEditMode.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const SliderEditCell: Story = demoStory(SliderEditCellDemo, sliderEditCellSource);
export const InputCellAdornment: Story = demoStory(InputCellAdornmentDemo, inputCellAdornmentSource);
export const AutoStopEditMode: Story = demoStory(AutoStopEditModeDemo, autoStopEditModeSource);

/** Scripted clicks count as keyboard focus for the browser: end a play without a focus ring. */
function blurFocused(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

function gridCell(canvasElement: HTMLElement, rowId: number | string, field: string) {
  const cell = canvasElement.querySelector<HTMLElement>(`.MuiDataGrid-row[data-id="${rowId}"] [data-field="${field}"]`);
  if (!cell) throw new Error(`No cell for row ${rowId}, field "${field}"`);
  return cell;
}

SliderEditCell.play = async ({ canvasElement }) => {
  await userEvent.dblClick(gridCell(canvasElement, 4, 'progress'));
  const slider = await within(gridCell(canvasElement, 4, 'progress')).findByRole('slider', {
    name: 'Update mobile app icons progress',
  });
  await waitFor(() => expect(slider).toHaveFocus());
  // Each arrow press moves one step of 5 (Up, unlike Right, does not depend on the direction).
  await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
  await expect(slider).toHaveAttribute('aria-valuenow', '25');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(within(gridCell(canvasElement, 4, 'progress')).queryByRole('slider')).not.toBeInTheDocument());
  await expect(gridCell(canvasElement, 4, 'progress')).toHaveTextContent('25 %');
  blurFocused(canvasElement);
};

InputCellAdornment.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.dblClick(gridCell(canvasElement, 2, 'price'));
  const cell = within(gridCell(canvasElement, 2, 'price'));
  const input = await cell.findByRole('spinbutton');
  await expect(cell.getByText('$')).toBeInTheDocument();
  await userEvent.clear(input);
  await userEvent.type(input, '74.99{Enter}');
  await waitFor(() => expect(canvas.queryByRole('spinbutton')).not.toBeInTheDocument());
  await expect(gridCell(canvasElement, 2, 'price')).toHaveTextContent('$74.99');
  blurFocused(canvasElement);
};

AutoStopEditMode.play = async ({ canvasElement }) => {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.dblClick(gridCell(canvasElement, 'T-321', 'priority'));
  // The menu opens at once; choosing an option saves it without pressing Enter.
  await userEvent.click(await body.findByRole('option', { name: 'Normal' }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  await waitFor(() => expect(within(gridCell(canvasElement, 'T-321', 'priority')).queryByRole('combobox')).not.toBeInTheDocument());
  await expect(gridCell(canvasElement, 'T-321', 'priority')).toHaveTextContent('Normal');
  blurFocused(canvasElement);
};
