import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus, pageOf } from '../../../../src/demo/play';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import ProToolbarDemo from './ProToolbar.tsx';
import proToolbarSource from './ProToolbar.tsx?demo';
import ToolbarZoomDemo from './ToolbarZoom.tsx';
import toolbarZoomSource from './ToolbarZoom.tsx?demo';
import CustomToolbarDemo from './CustomToolbar.tsx';
import customToolbarSource from './CustomToolbar.tsx?demo';
import CustomProToolbarDemo from './CustomProToolbar.tsx';
import customProToolbarSource from './CustomProToolbar.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ProToolbar: Story = demoStory(ProToolbarDemo, proToolbarSource);
export const ToolbarZoom: Story = demoStory(ToolbarZoomDemo, toolbarZoomSource);
export const CustomToolbar: Story = demoStory(CustomToolbarDemo, customToolbarSource);
export const CustomProToolbar: Story = demoStory(CustomProToolbarDemo, customProToolbarSource);

// Each play function ends where the demo started: menus closed, zoom reset, nothing focused or
// hovered (the buttons' tooltips closed), and the story repainted as a whole.
const settle = async (canvasElement: HTMLElement) => {
  await leaveFocus(canvasElement);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull());
  await repaintWholeStory(canvasElement);
};

ProToolbar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const page = pageOf(canvasElement);
  const toolbar = canvas.getByRole('toolbar');
  await userEvent.click(within(toolbar).getByRole('button', { name: 'Export' }));
  const menu = await page.findByRole('menu');
  await expect(within(menu).getByRole('menuitem', { name: 'Print' })).toBeVisible();
  await expect(within(menu).getByRole('menuitem', { name: 'Export as PNG' })).toBeVisible();
  await expect(within(menu).getByRole('menuitem', { name: 'Export as JPEG' })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  await settle(canvasElement);
};

ToolbarZoom.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Showing 0.0% to 100.0% of the period')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
  // Each click takes 10% off the visible range, 5% at each end.
  await waitFor(() => expect(canvas.getByText('Showing 5.0% to 95.0% of the period')).toBeInTheDocument());
  await userEvent.click(canvas.getByRole('button', { name: 'Reset zoom' }));
  await waitFor(() => expect(canvas.getByText('Showing 0.0% to 100.0% of the period')).toBeInTheDocument());
  await settle(canvasElement);
};

CustomToolbar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const labels = () => canvasElement.querySelectorAll('.MuiBarLabel-root');
  const values = canvas.getByRole('button', { name: 'Show the values' });
  await expect(values).toHaveAttribute('aria-pressed', 'false');
  await expect(labels()).toHaveLength(0);
  await userEvent.click(values);
  await expect(values).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(labels()).toHaveLength(12));
  await userEvent.click(values);
  await waitFor(() => expect(labels()).toHaveLength(0));
  await settle(canvasElement);
};

CustomProToolbar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const zoomIn = canvas.getByRole('button', { name: 'Zoom in' });
  const zoomOut = canvas.getByRole('button', { name: 'Zoom out' });
  // Fully zoomed out: only zooming in is possible.
  await expect(zoomOut).toBeDisabled();
  await userEvent.click(zoomIn);
  await waitFor(() => expect(zoomOut).toBeEnabled());
  // Two steps out bring back the whole month (the second one stops at the edges).
  await userEvent.click(zoomOut);
  await userEvent.click(zoomOut);
  await waitFor(() => expect(zoomOut).toBeDisabled());
  await settle(canvasElement);
};
