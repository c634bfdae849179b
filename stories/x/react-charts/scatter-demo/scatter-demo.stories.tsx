import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import QuadrantScatterDemo from './QuadrantScatter.tsx';
import quadrantScatterSource from './QuadrantScatter.tsx?demo';
import BubbleScatterDemo from './BubbleScatter.tsx';
import bubbleScatterSource from './BubbleScatter.tsx?demo';
import MultipleYAxesScatterDemo from './MultipleYAxesScatter.tsx';
import multipleYAxesScatterSource from './MultipleYAxesScatter.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const QuadrantScatter: Story = demoStory(QuadrantScatterDemo, quadrantScatterSource);
export const BubbleScatter: Story = demoStory(BubbleScatterDemo, bubbleScatterSource);
export const MultipleYAxesScatter: Story = demoStory(MultipleYAxesScatterDemo, multipleYAxesScatterSource);

// The play function ends with nothing hovered, so the capture taken after it matches a fresh render.
BubbleScatter.play = async ({ canvasElement }) => {
  const tooltip = () => canvasElement.ownerDocument.querySelector('.MuiChartsTooltip-root');
  // The second bubble of Asia: India.
  const bubble = canvasElement.querySelectorAll('g[data-series="asia"] circle')[1];
  if (!bubble) throw new Error('The bubbles have not rendered');
  const box = bubble.getBoundingClientRect();
  await userEvent.pointer({
    target: bubble,
    coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 },
  });
  // The hovered country is highlighted, and the tooltip gives its three values.
  await waitFor(() => expect(tooltip()).toHaveTextContent('India: $8k per person, 67.7 years, 1417 million people'));
  await userEvent.unhover(bubble);
  await waitFor(() => expect(tooltip()).toBeNull());
};
