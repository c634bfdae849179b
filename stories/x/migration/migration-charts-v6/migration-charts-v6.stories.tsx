import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import PieItemClickDemo from './PieItemClick.tsx';
import pieItemClickSource from './PieItemClick.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const PieItemClick: Story = demoStory(PieItemClickDemo, pieItemClickSource);

PieItemClick.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Clicked slice: none')).toBeInTheDocument();
  // The second slice is Collections.
  const slice = canvasElement.querySelectorAll('[data-series="budget"] .MuiPieArc-root')[1];
  if (!slice) throw new Error('The pie has not rendered');
  await userEvent.click(slice);
  await expect(canvas.getByText('Clicked slice: Collections, €620k')).toBeInTheDocument();
  await userEvent.unhover(slice);
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};
