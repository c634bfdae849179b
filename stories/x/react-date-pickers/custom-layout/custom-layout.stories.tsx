import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf, leaveFocus } from '../../../../src/demo/play';
import ToolbarAtBottomDemo from './ToolbarAtBottom.tsx';
import toolbarAtBottomSource from './ToolbarAtBottom.tsx?demo';
import CustomLayoutDemo from './CustomLayout.tsx';
import customLayoutSource from './CustomLayout.tsx?demo';
import LayoutOrientationDemo from './LayoutOrientation.tsx';
import layoutOrientationSource from './LayoutOrientation.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ToolbarAtBottom: Story = demoStory(ToolbarAtBottomDemo, toolbarAtBottomSource);
export const CustomLayout: Story = demoStory(CustomLayoutDemo, customLayoutSource);
export const LayoutOrientation: Story = demoStory(LayoutOrientationDemo, layoutOrientationSource);

CustomLayout.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  // The custom layout adds a notice above the calendar.
  await expect(popup.getByText('The studio is closed on weekends.')).toBeInTheDocument();
  await expect(popup.getByRole('gridcell', { name: '17' })).toBeDisabled();
  await userEvent.click(popup.getByRole('gridcell', { name: '21' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(canvas.getByText('Session: Wednesday, May 21, 2025')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

LayoutOrientation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvasElement.querySelector('.MuiPickersLayout-landscape')).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'Landscape' }));
  await waitFor(() => expect(canvasElement.querySelector('.MuiPickersLayout-landscape')).not.toBeNull());
  await leaveFocus(canvasElement);
};
