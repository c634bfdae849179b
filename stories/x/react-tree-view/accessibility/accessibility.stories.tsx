import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import KeyboardNavigationDemo from './KeyboardNavigation.tsx';
import keyboardNavigationSource from './KeyboardNavigation.tsx?demo';
import MultiSelectKeyboardDemo from './MultiSelectKeyboard.tsx';
import multiSelectKeyboardSource from './MultiSelectKeyboard.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const KeyboardNavigation: Story = demoStory(KeyboardNavigationDemo, keyboardNavigationSource);
export const MultiSelectKeyboard: Story = demoStory(MultiSelectKeyboardDemo, multiSelectKeyboardSource);

/** The tree item (`li` with role `treeitem`) around a label. */
function treeItemOf(label: HTMLElement): HTMLElement {
  const item = label.closest<HTMLElement>('[role="treeitem"]');
  if (!item) throw new Error(`No tree item around "${label.textContent}"`);
  return item;
}

/** Waits until the tree has registered its items (one of them is in the tab order). */
async function itemsRegistered(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[role="treeitem"][tabindex="0"]')).not.toBeNull());
}

/** Leaves nothing focused and waits for every group to finish opening. */
async function settle(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  const moving = '.MuiCollapse-root:not(.MuiCollapse-entered):not(.MuiCollapse-hidden)';
  await waitFor(() => expect(canvasElement.querySelector(moving)).toBeNull());
}

KeyboardNavigation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const item = (label: string) => treeItemOf(canvas.getByText(label));
  await itemsRegistered(canvasElement);
  // Only one item is in the tab order: the first one, since nothing is selected.
  await expect(canvasElement.querySelectorAll('[role="treeitem"][tabindex="0"]')).toHaveLength(1);
  item('Documents').focus();
  await waitFor(() => expect(item('Documents')).toHaveFocus());

  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(item('Downloads')).toHaveFocus());
  await expect(canvas.getByText('Focused: Downloads')).toBeInTheDocument();

  // ArrowRight expands a collapsed item, then moves to its first child.
  await expect(item('Downloads')).toHaveAttribute('aria-expanded', 'false');
  await userEvent.keyboard('{ArrowRight}');
  await waitFor(() => expect(item('Downloads')).toHaveAttribute('aria-expanded', 'true'));
  await expect(item('Downloads')).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  await waitFor(() => expect(item('Invoice 1042.pdf')).toHaveFocus());

  // ArrowLeft on a child goes back to its parent.
  await userEvent.keyboard('{ArrowLeft}');
  await waitFor(() => expect(item('Downloads')).toHaveFocus());

  // Type-ahead: "p" moves to the next visible item whose label starts with P.
  await userEvent.keyboard('p');
  await waitFor(() => expect(item('Pictures')).toHaveFocus());

  await userEvent.keyboard('{End}');
  await waitFor(() => expect(item('Videos')).toHaveFocus());
  await userEvent.keyboard('{Home}');
  await waitFor(() => expect(item('Documents')).toHaveFocus());

  // "*" expands every sibling of the focused item.
  await userEvent.keyboard('*');
  await waitFor(() => expect(item('Documents')).toHaveAttribute('aria-expanded', 'true'));
  await expect(item('Music')).toHaveAttribute('aria-expanded', 'true');
  await expect(item('Pictures')).toHaveAttribute('aria-expanded', 'true');
  await expect(item('Documents')).toHaveFocus();
  await settle(canvasElement);
};

MultiSelectKeyboard.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const item = (label: string) => treeItemOf(canvas.getByText(label));
  await itemsRegistered(canvasElement);
  await expect(canvas.getByRole('tree')).toHaveAttribute('aria-multiselectable', 'true');
  await expect(item('Q1 revenue')).toHaveAttribute('aria-selected', 'false');
  item('Q1 revenue').focus();
  await waitFor(() => expect(item('Q1 revenue')).toHaveFocus());

  // Space toggles the focused item.
  await userEvent.keyboard(' ');
  await waitFor(() => expect(item('Q1 revenue')).toHaveAttribute('aria-selected', 'true'));
  // Shift + ArrowDown moves and adds the next item.
  await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
  await waitFor(() => expect(item('Q2 revenue')).toHaveAttribute('aria-selected', 'true'));
  await expect(canvas.getByText('2 of 5 reports selected')).toBeInTheDocument();
  // Ctrl + A selects everything. The tree reads the legacy keyCode, which userEvent does not set.
  await fireEvent.keyDown(item('Q2 revenue'), { key: 'a', code: 'KeyA', keyCode: 65, ctrlKey: true });
  await expect(await canvas.findByText('5 of 5 reports selected')).toBeInTheDocument();
  await settle(canvasElement);
};
