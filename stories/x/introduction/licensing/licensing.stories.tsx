import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import UnlicensedProGridDemo from './UnlicensedProGrid.tsx';
import unlicensedProGridSource from './UnlicensedProGrid.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const UnlicensedProGrid: Story = demoStory(UnlicensedProGridDemo, unlicensedProGridSource);

UnlicensedProGrid.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The Pro features keep working without a key: the Invoice column is pinned to the left.
  await expect(await canvas.findByRole('columnheader', { name: 'Invoice' })).toBeInTheDocument();
  await expect(canvasElement.querySelector('.MuiDataGrid-columnHeader--pinnedLeft')).toHaveTextContent('Invoice');
};
