import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import FirstGridDemo from './FirstGrid.tsx';
import firstGridSource from './FirstGrid.tsx?demo';
import FirstPremiumGridDemo from './FirstPremiumGrid.tsx';
import firstPremiumGridSource from './FirstPremiumGrid.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const FirstGrid: Story = demoStory(FirstGridDemo, firstGridSource);
export const FirstPremiumGrid: Story = demoStory(FirstPremiumGridDemo, firstPremiumGridSource);

FirstGrid.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Sorting works out of the box: sort the orders by total, largest first.
  const totalHeader = await canvas.findByRole('columnheader', { name: /Total/ });
  await userEvent.click(totalHeader);
  await userEvent.click(totalHeader);
  await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
  const firstRow = canvasElement.querySelector('[data-rowindex="0"]');
  await expect(firstRow).toHaveTextContent('Kestrel Outdoors');
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
