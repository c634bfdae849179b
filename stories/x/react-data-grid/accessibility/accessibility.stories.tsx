import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import KeyboardNavigationDemo from './KeyboardNavigation.tsx';
import keyboardNavigationSource from './KeyboardNavigation.tsx?demo';
import DensityControlDemo from './DensityControl.tsx';
import densityControlSource from './DensityControl.tsx?demo';
import LabelledGridDemo from './LabelledGrid.tsx';
import labelledGridSource from './LabelledGrid.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const KeyboardNavigation: Story = demoStory(KeyboardNavigationDemo, keyboardNavigationSource);
export const DensityControl: Story = demoStory(DensityControlDemo, densityControlSource);
export const LabelledGrid: Story = demoStory(LabelledGridDemo, labelledGridSource);

KeyboardNavigation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const doc = canvasElement.ownerDocument;
  const firstCell = await canvas.findByRole('gridcell', { name: 'Amara Okafor' });
  await userEvent.click(firstCell);
  await waitFor(() => expect(doc.activeElement).toBe(firstCell));

  // One row down, one column right: the department of the second employee.
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{ArrowRight}');
  await waitFor(() => expect(doc.activeElement).toHaveAttribute('data-field', 'department'));
  await expect(doc.activeElement).toHaveTextContent('Design');
  await expect(canvas.getByTestId('focused-cell')).toHaveTextContent('Focused cell: Department of Lucas Moreau');

  // End jumps to the last column of the row.
  await userEvent.keyboard('{End}');
  await waitFor(() => expect(doc.activeElement).toHaveAttribute('data-field', 'extension'));
  await expect(doc.activeElement).toHaveTextContent('3317');

  (doc.activeElement as HTMLElement | null)?.blur();
};

DensityControl.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const grid = await canvas.findByRole('grid');
  const root = grid.closest('.MuiDataGrid-root');
  await userEvent.click(canvas.getByRole('button', { name: 'Compact' }));
  await waitFor(() => expect(root).toHaveClass('MuiDataGrid-root--densityCompact'));
  await expect(canvas.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
