import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import ColumnCallbacksDemo from './ColumnCallbacks.tsx';
import columnCallbacksSource from './ColumnCallbacks.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ColumnCallbacks: Story = demoStory(ColumnCallbacksDemo, columnCallbacksSource);

ColumnCallbacks.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // valueGetter (value, row) builds the client name; valueFormatter (value) formats the total.
  await expect(await canvas.findByText('Amara Okafor')).toBeInTheDocument();
  await expect(canvas.getByText('€2,720.00')).toBeInTheDocument();
  // getOptionLabel on the column turns the stored code into a label.
  await expect(canvas.getByText('Nigeria')).toBeInTheDocument();

  const root = canvasElement.querySelector('.MuiDataGrid-root');
  await expect(root).toHaveClass('MuiDataGrid-root--densityCompact');
  await expect(canvas.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(canvas.getByRole('button', { name: 'Comfortable' }));
  await expect(canvas.getByRole('button', { name: 'Comfortable' })).toHaveAttribute('aria-pressed', 'true');
  await expect(root).toHaveClass('MuiDataGrid-root--densityComfortable');
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
