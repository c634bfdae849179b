import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import FocusItemDemo from './FocusItem.tsx';
import focusItemSource from './FocusItem.tsx?demo';
import TrackItemFocusDemo from './TrackItemFocus.tsx';
import trackItemFocusSource from './TrackItemFocus.tsx?demo';
import RevealAndFocusDemo from './RevealAndFocus.tsx';
import revealAndFocusSource from './RevealAndFocus.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const FocusItem: Story = demoStory(FocusItemDemo, focusItemSource);
export const TrackItemFocus: Story = demoStory(TrackItemFocusDemo, trackItemFocusSource);
export const RevealAndFocus: Story = demoStory(RevealAndFocusDemo, revealAndFocusSource);

/** The tree item (`li` with role `treeitem`) around a label. */
function treeItemOf(label: HTMLElement): HTMLElement {
  const item = label.closest<HTMLElement>('[role="treeitem"]');
  if (!item) throw new Error(`No tree item around "${label.textContent}"`);
  return item;
}

/** Waits until the tree has registered its items (one item is in the tab order). */
async function itemsRegistered(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[role="treeitem"][tabindex="0"]')).not.toBeNull());
}

/** Waits until no group of items is still opening or closing, so that the final pixels are stable. */
async function transitionsSettled(canvasElement: HTMLElement) {
  const moving = '.MuiTreeItem-groupTransition:not(.MuiCollapse-entered):not(.MuiCollapse-hidden)';
  await waitFor(() => expect(canvasElement.querySelector(moving)).toBeNull());
}

FocusItem.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const overdue = treeItemOf(canvas.getByText('Send agency invoices (overdue)'));
  await userEvent.click(canvas.getByRole('button', { name: 'Focus overdue task' }));
  await waitFor(() => expect(overdue).toHaveFocus());
  // From there the keyboard takes over: move down and select.
  await userEvent.keyboard('{ArrowDown}');
  const redirects = treeItemOf(canvas.getByText('Map old URLs to new ones'));
  await waitFor(() => expect(redirects).toHaveFocus());
  await userEvent.keyboard(' ');
  await expect(redirects).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(canvas.getByRole('button', { name: 'Focus “In progress”' }));
  await waitFor(() => expect(treeItemOf(canvas.getByText('In progress'))).toHaveFocus());
  await transitionsSettled(canvasElement);
};

TrackItemFocus.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  // Roving tabindex: only the first item is in the tab order, so Tab enters the tree there.
  const berlin = treeItemOf(canvas.getByText('Berlin office'));
  await expect(berlin).toHaveAttribute('tabindex', '0');
  await expect(treeItemOf(canvas.getByText('Jonas Becker'))).toHaveAttribute('tabindex', '-1');
  berlin.focus();
  await waitFor(() => expect(berlin).toHaveFocus());
  await expect(canvas.getByText('Focused: berlin')).toBeInTheDocument();
  await userEvent.keyboard('{ArrowDown}');
  await expect(canvas.getByText('Focused: jonas')).toBeInTheDocument();
  // End jumps to the last visible item, Home back to the first.
  await userEvent.keyboard('{End}');
  await waitFor(() => expect(treeItemOf(canvas.getByText('Priya Raman'))).toHaveFocus());
  await expect(canvas.getByText('Focused: priya')).toBeInTheDocument();
  await userEvent.keyboard('{Home}');
  await expect(canvas.getByText('Focused: berlin')).toBeInTheDocument();
  // Typing a letter moves to the next item starting with it.
  await userEvent.keyboard('p');
  await waitFor(() => expect(treeItemOf(canvas.getByText('Pedro Almeida'))).toHaveFocus());
  await expect(canvas.getByText('Focused: pedro')).toBeInTheDocument();
  await transitionsSettled(canvasElement);
};

RevealAndFocus.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await expect(canvas.queryByText('INV-2025-014')).not.toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Go to INV-2025-014' }));
  await expect(treeItemOf(canvas.getByText('Finance'))).toHaveAttribute('aria-expanded', 'true');
  await expect(treeItemOf(canvas.getByText('Invoices 2025'))).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(treeItemOf(canvas.getByText('INV-2025-014'))).toHaveFocus());
  await userEvent.keyboard('{ArrowUp}');
  await waitFor(() => expect(treeItemOf(canvas.getByText('INV-2025-013'))).toHaveFocus());
  await transitionsSettled(canvasElement);
};
