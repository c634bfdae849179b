import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import FirstSimpleTreeViewDemo from './FirstSimpleTreeView.tsx';
import firstSimpleTreeViewSource from './FirstSimpleTreeView.tsx?demo';
import FirstRichTreeViewDemo from './FirstRichTreeView.tsx';
import firstRichTreeViewSource from './FirstRichTreeView.tsx?demo';
import FirstRichTreeViewProDemo from './FirstRichTreeViewPro.tsx';
import firstRichTreeViewProSource from './FirstRichTreeViewPro.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const FirstSimpleTreeView: Story = demoStory(FirstSimpleTreeViewDemo, firstSimpleTreeViewSource);
export const FirstRichTreeView: Story = demoStory(FirstRichTreeViewDemo, firstRichTreeViewSource);
export const FirstRichTreeViewPro: Story = demoStory(FirstRichTreeViewProDemo, firstRichTreeViewProSource);

/** The tree item (`li` with role `treeitem`) around a label. */
function treeItemOf(label: HTMLElement): HTMLElement {
  const item = label.closest<HTMLElement>('[role="treeitem"]');
  if (!item) throw new Error(`No tree item around "${label.textContent}"`);
  return item;
}

/** Waits until no group of items is still opening or closing, so that the final pixels are stable. */
async function transitionsSettled(canvasElement: HTMLElement) {
  const moving = '.MuiTreeItem-groupTransition:not(.MuiCollapse-entered):not(.MuiCollapse-hidden)';
  await waitFor(() => expect(canvasElement.querySelector(moving)).toBeNull());
}

FirstSimpleTreeView.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const app = treeItemOf(canvas.getByText('app'));
  await expect(app).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(canvas.getByText('app'));
  await expect(app).toHaveAttribute('aria-expanded', 'true');
  await expect(canvas.getByText('screens')).toBeVisible();
  await transitionsSettled(canvasElement);
};

FirstRichTreeView.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByText('Non-fiction'));
  await expect(treeItemOf(canvas.getByText('Non-fiction'))).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(canvas.getByText('Biography'));
  await expect(treeItemOf(canvas.getByText('Biography'))).toHaveAttribute('aria-selected', 'true');
  await transitionsSettled(canvasElement);
};
