import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { leaveFocus } from '../../../../src/demo/play';
import { demoStory } from '../../../../src/demo/story';
import ZoomPresetsDemo from './ZoomPresets.tsx';
import zoomPresetsSource from './ZoomPresets.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ZoomPresets: Story = demoStory(ZoomPresetsDemo, zoomPresetsSource);

// The buttons call apiRef.current.setZoomData(); the chart reports the new range through onZoomChange.
ZoomPresets.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Showing 0% to 100% of the year')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Last quarter' }));
  await waitFor(() => expect(canvas.getByText('Showing 75% to 100% of the year')).toBeInTheDocument());
  await userEvent.click(canvas.getByRole('button', { name: 'Full year' }));
  await waitFor(() => expect(canvas.getByText('Showing 0% to 100% of the year')).toBeInTheDocument());
  await leaveFocus(canvasElement);
};
