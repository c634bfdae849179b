import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import BugReproductionDemo from './BugReproduction.tsx';
import bugReproductionSource from './BugReproduction.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BugReproduction: Story = demoStory(BugReproductionDemo, bugReproductionSource);

BugReproduction.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const row = () => canvasElement.querySelector('[data-id="SO-3002"]');
  await expect(row()).toHaveTextContent('Pending');
  await userEvent.click(canvas.getByRole('button', { name: 'Mark SO-3002 as shipped' }));
  await expect(row()).toHaveTextContent('Shipped');
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
