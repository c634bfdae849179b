import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { pageOf } from '../../../../../src/demo/play';
import { repaintWholeStory } from '../../../../../src/storybook/repaint';
import FilterPanelButtonDemo from './FilterPanelButton.tsx';
import filterPanelButtonSource from './FilterPanelButton.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const FilterPanelButton: Story = demoStory(FilterPanelButtonDemo, filterPanelButtonSource);

const rowCount = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[role="row"][data-rowindex]').length;

FilterPanelButton.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const page = pageOf(canvasElement);
  await expect(rowCount(canvasElement)).toBe(3);
  const trigger = canvas.getByRole('button', { name: 'Filters (1)' });
  await userEvent.click(trigger);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(await page.findByRole('combobox', { name: /^Columns/ })).toBeInTheDocument();
  // Removing the filter empties the count and brings every patient back.
  await userEvent.click(page.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(5));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page.queryByRole('combobox', { name: /^Columns/ })).toBeNull());
  await expect(canvas.getByRole('button', { name: 'Filters' })).not.toHaveAttribute('aria-expanded');
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await waitFor(() => expect(canvasElement.querySelector('.MuiTouchRipple-child')).toBeNull());
  await repaintWholeStory(canvasElement);
};
