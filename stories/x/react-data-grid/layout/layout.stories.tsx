import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import PredefinedDimensionsDemo from './PredefinedDimensions.tsx';
import predefinedDimensionsSource from './PredefinedDimensions.tsx?demo';
import PercentageDimensionsDemo from './PercentageDimensions.tsx';
import percentageDimensionsSource from './PercentageDimensions.tsx?demo';
import FlexParentDemo from './FlexParent.tsx';
import flexParentSource from './FlexParent.tsx?demo';
import MinMaxHeightDemo from './MinMaxHeight.tsx';
import minMaxHeightSource from './MinMaxHeight.tsx?demo';
import OverlayHeightDemo from './OverlayHeight.tsx';
import overlayHeightSource from './OverlayHeight.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const PredefinedDimensions: Story = demoStory(PredefinedDimensionsDemo, predefinedDimensionsSource);
export const PercentageDimensions: Story = demoStory(PercentageDimensionsDemo, percentageDimensionsSource);
export const FlexParent: Story = demoStory(FlexParentDemo, flexParentSource);
export const MinMaxHeight: Story = demoStory(MinMaxHeightDemo, minMaxHeightSource);
export const OverlayHeight: Story = demoStory(OverlayHeightDemo, overlayHeightSource);

FlexParent.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const grid = await canvas.findByRole('grid');
  const heightBefore = grid.getBoundingClientRect().height;
  await expect(canvas.queryByText('Update onboarding emails')).not.toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Add task' }));
  await waitFor(() => expect(canvas.getByText('Update onboarding emails')).toBeInTheDocument());
  await userEvent.click(canvas.getByRole('button', { name: 'Add task' }));
  await waitFor(() => expect(canvas.getByText('Audit color contrast')).toBeInTheDocument());
  // The grid grew with its rows.
  await waitFor(() => expect(grid.getBoundingClientRect().height).toBeGreaterThan(heightBefore));
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};

MinMaxHeight.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const grid = await canvas.findByRole('grid');
  const add = canvas.getByRole('button', { name: 'Add 2 shipments' });
  for (let i = 0; i < 4; i += 1) {
    await userEvent.click(add);
  }
  await expect(add).toBeDisabled();
  // Ten rows would need more than 400px: the grid stops there and scrolls.
  await waitFor(() => expect(Math.round(grid.getBoundingClientRect().height)).toBeLessThanOrEqual(400));
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
