import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import PaginationModelDemo from './PaginationModel.tsx';
import paginationModelSource from './PaginationModel.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const PaginationModel: Story = demoStory(PaginationModelDemo, paginationModelSource);

PaginationModel.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('paginationModel: page 0, pageSize 5')).toBeInTheDocument();
  await expect(canvas.getByText('SHP-48210')).toBeInTheDocument();
  // The column hidden through columnVisibilityModel has no header.
  await expect(canvas.queryByRole('columnheader', { name: 'Internal code' })).not.toBeInTheDocument();

  await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
  await expect(canvas.getByText('paginationModel: page 1, pageSize 5')).toBeInTheDocument();
  await expect(await canvas.findByText('SHP-48245')).toBeInTheDocument();
  await expect(canvas.queryByText('SHP-48210')).not.toBeInTheDocument();
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
