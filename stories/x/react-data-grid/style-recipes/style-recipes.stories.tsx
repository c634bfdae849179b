import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import SpreadsheetLookDemo from './SpreadsheetLook.tsx';
import spreadsheetLookSource from './SpreadsheetLook.tsx?demo';
import SeparatedRowsDemo from './SeparatedRows.tsx';
import separatedRowsSource from './SeparatedRows.tsx?demo';
import MinimalLookDemo from './MinimalLook.tsx';
import minimalLookSource from './MinimalLook.tsx?demo';
import StatusStripeRowsDemo from './StatusStripeRows.tsx';
import statusStripeRowsSource from './StatusStripeRows.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const SpreadsheetLook: Story = demoStory(SpreadsheetLookDemo, spreadsheetLookSource);
export const SeparatedRows: Story = demoStory(SeparatedRowsDemo, separatedRowsSource);
export const MinimalLook: Story = demoStory(MinimalLookDemo, minimalLookSource);
export const StatusStripeRows: Story = demoStory(StatusStripeRowsDemo, statusStripeRowsSource);

/** The cell of a row (`data-id`) in a column (`data-field`). */
const cellOf = (canvasElement: HTMLElement, id: string | number, field: string) =>
  canvasElement.querySelector<HTMLElement>(
    `.MuiDataGrid-row[data-id="${id}"] .MuiDataGrid-cell[data-field="${field}"]`,
  );

SpreadsheetLook.play = async ({ canvasElement }) => {
  await waitFor(() => expect(cellOf(canvasElement, 4, 'total')).toHaveTextContent('31,800'));
  // Edit Travel's Q1 like a spreadsheet cell: the total follows.
  await userEvent.dblClick(cellOf(canvasElement, 4, 'q1')!);
  const input = await waitFor(() => {
    const element = cellOf(canvasElement, 4, 'q1')!.querySelector('input');
    expect(element).not.toBeNull();
    return element!;
  });
  await userEvent.clear(input);
  await userEvent.type(input, '7000{Enter}');
  await waitFor(() => expect(cellOf(canvasElement, 4, 'total')).toHaveTextContent('32,600'));
  await expect(cellOf(canvasElement, 4, 'q1')).toHaveTextContent('7,000');
  await leaveFocus(canvasElement);
};

StatusStripeRows.play = async ({ canvasElement }) => {
  const row = (id: string) => canvasElement.querySelector(`.MuiDataGrid-row[data-id="${id}"]`);
  await waitFor(() => expect(row('INC-881')).toHaveClass('priority--critical'));
  await expect(row('INC-884')).toHaveClass('priority--low');
  // The bar is drawn by the row's ::before, in the colour its priority class sets.
  await expect(getComputedStyle(row('INC-881')!, '::before').width).toBe('4px');
};
