import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import BasicPyramidDemo from './BasicPyramid.tsx';
import basicPyramidSource from './BasicPyramid.tsx?demo';
import StepPyramidDemo from './StepPyramid.tsx';
import stepPyramidSource from './StepPyramid.tsx?demo';
import PyramidDirectionDemo from './PyramidDirection.tsx';
import pyramidDirectionSource from './PyramidDirection.tsx?demo';
import HorizontalPyramidDemo from './HorizontalPyramid.tsx';
import horizontalPyramidSource from './HorizontalPyramid.tsx?demo';
import ProportionalPyramidDemo from './ProportionalPyramid.tsx';
import proportionalPyramidSource from './ProportionalPyramid.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicPyramid: Story = demoStory(BasicPyramidDemo, basicPyramidSource);
export const StepPyramid: Story = demoStory(StepPyramidDemo, stepPyramidSource);
export const PyramidDirection: Story = demoStory(PyramidDirectionDemo, pyramidDirectionSource);
export const HorizontalPyramid: Story = demoStory(HorizontalPyramidDemo, horizontalPyramidSource);
export const ProportionalPyramid: Story = demoStory(ProportionalPyramidDemo, proportionalPyramidSource);

PyramidDirection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const width = (index: number) =>
    canvasElement.querySelectorAll('.MuiFunnelSection-root')[index]?.getBoundingClientRect().width ?? 0;
  // Pointing up, the first section (Critical) is the narrow tip and the last one (Low) the wide base.
  await expect(width(0)).toBeLessThan(width(3));
  await userEvent.click(canvas.getByRole('button', { name: 'decreasing' }));
  // Upside down, the first section is the wide one.
  await waitFor(() => expect(width(0)).toBeGreaterThan(width(3)));
  await userEvent.click(canvas.getByRole('button', { name: 'increasing' }));
  await waitFor(() => expect(width(0)).toBeLessThan(width(3)));
  await leaveFocus(canvasElement);
};
