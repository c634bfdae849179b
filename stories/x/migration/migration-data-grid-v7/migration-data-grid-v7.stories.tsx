import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import RowSelectionModelShapeDemo from './RowSelectionModelShape.tsx';
import rowSelectionModelShapeSource from './RowSelectionModelShape.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const RowSelectionModelShape: Story = demoStory(RowSelectionModelShapeDemo, rowSelectionModelShapeSource);

RowSelectionModelShape.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('type: include, ids: [SO-2042, SO-2045]')).toBeInTheDocument();

  await userEvent.click(canvas.getByRole('button', { name: 'All except cancelled' }));
  await expect(canvas.getByText('type: exclude, ids: [SO-2044]')).toBeInTheDocument();
  await expect(canvas.getByText(/^5 of 6 orders selected/)).toBeInTheDocument();

  await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
  await expect(canvas.getByText('type: exclude, ids: []')).toBeInTheDocument();
  await expect(canvas.getByText(/^6 of 6 orders selected/)).toBeInTheDocument();
};
