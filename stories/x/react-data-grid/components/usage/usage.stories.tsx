import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { comeToRest, pageOf } from '../../../../../src/demo/play';
import ComposedToolbarDemo from './ComposedToolbar.tsx';
import composedToolbarSource from './ComposedToolbar.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ComposedToolbar: Story = demoStory(ComposedToolbarDemo, composedToolbarSource);

const rowCount = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[role="row"][data-rowindex]').length;

const settle = (canvasElement: HTMLElement) => comeToRest(canvasElement, { repaint: true });

ComposedToolbar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const page = pageOf(canvasElement);
  const toolbar = canvas.getByRole('toolbar');
  await expect(within(toolbar).getAllByRole('button')).toHaveLength(3);
  // The initial filter hides the paid invoices.
  await expect(rowCount(canvasElement)).toBe(3);

  // The filter trigger opens the grid's own filter panel, in a portal, and reflects its state.
  const filters = canvas.getByRole('button', { name: 'Filters' });
  await userEvent.click(filters);
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(await page.findByRole('combobox', { name: /^Columns/ })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page.queryByRole('combobox', { name: /^Columns/ })).toBeNull());
  await expect(filters).not.toHaveAttribute('aria-expanded');
  await settle(canvasElement);
};
