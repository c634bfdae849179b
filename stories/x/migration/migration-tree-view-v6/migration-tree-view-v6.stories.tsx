import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import RenamedTreePropsDemo from './RenamedTreeProps.tsx';
import renamedTreePropsSource from './RenamedTreeProps.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const RenamedTreeProps: Story = demoStory(RenamedTreePropsDemo, renamedTreePropsSource);

/** The tree item (`li` with role `treeitem`) around a label. */
function treeItemOf(label: HTMLElement): HTMLElement {
  const item = label.closest<HTMLElement>('[role="treeitem"]');
  if (!item) throw new Error(`No tree item around "${label.textContent}"`);
  return item;
}

RenamedTreeProps.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // SimpleTreeView registers its items in effects: wait for the roving tabindex.
  await waitFor(() => expect(canvasElement.querySelector('[role="treeitem"][tabindex="0"]')).not.toBeNull());
  await expect(treeItemOf(canvas.getByText('App.tsx'))).toHaveAttribute('aria-selected', 'true');

  await userEvent.click(canvas.getByText('public'));
  await expect(treeItemOf(canvas.getByText('public'))).toHaveAttribute('aria-expanded', 'true');
  await expect(canvas.getByText('Expanded: public, src')).toBeInTheDocument();
  await expect(canvas.getByText('Last toggle: public expanded')).toBeInTheDocument();
  await expect(canvas.getByText('Selected: public')).toBeInTheDocument();

  // Wait for the group transition to finish, then release focus so the final pixels are stable.
  const moving = '.MuiTreeItem-groupTransition:not(.MuiCollapse-entered):not(.MuiCollapse-hidden)';
  await waitFor(() => expect(canvasElement.querySelector(moving)).toBeNull());
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};
