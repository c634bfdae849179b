import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { pageOf } from '../../../../../src/demo/play';
import { repaintWholeStory } from '../../../../../src/storybook/repaint';
import ChartPanelButtonDemo from './ChartPanelButton.tsx';
import chartPanelButtonSource from './ChartPanelButton.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ChartPanelButton: Story = demoStory(ChartPanelButtonDemo, chartPanelButtonSource);

ChartPanelButton.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const page = pageOf(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Chart' }));
  const panel = await page.findByRole('dialog', { name: 'Sales chart' });
  // One bar per store and series, in the grid's order (largest sales first).
  await waitFor(() => expect(panel.querySelectorAll('.MuiBarElement-root')).toHaveLength(10));
  await expect(within(panel).getByText('Old Town')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await userEvent.unhover(canvasElement);
  await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  await waitFor(() => expect(canvasElement.querySelector('.MuiTouchRipple-child')).toBeNull());
  await repaintWholeStory(canvasElement);
};
