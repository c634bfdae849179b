import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import ControlledExpansionDemo from './ControlledExpansion.tsx';
import controlledExpansionSource from './ControlledExpansion.tsx?demo';
import ExpandCollapseAllDemo from './ExpandCollapseAll.tsx';
import expandCollapseAllSource from './ExpandCollapseAll.tsx?demo';
import TrackItemExpansionToggleDemo from './TrackItemExpansionToggle.tsx';
import trackItemExpansionToggleSource from './TrackItemExpansionToggle.tsx?demo';
import IconContainerExpansionDemo from './IconContainerExpansion.tsx';
import iconContainerExpansionSource from './IconContainerExpansion.tsx?demo';
import SetItemExpansionDemo from './SetItemExpansion.tsx';
import setItemExpansionSource from './SetItemExpansion.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ControlledExpansion: Story = demoStory(ControlledExpansionDemo, controlledExpansionSource);
export const ExpandCollapseAll: Story = demoStory(ExpandCollapseAllDemo, expandCollapseAllSource);
export const TrackItemExpansionToggle: Story = demoStory(TrackItemExpansionToggleDemo, trackItemExpansionToggleSource);
export const IconContainerExpansion: Story = demoStory(IconContainerExpansionDemo, iconContainerExpansionSource);
export const SetItemExpansion: Story = demoStory(SetItemExpansionDemo, setItemExpansionSource);

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

ControlledExpansion.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await expect(treeItemOf(canvas.getByText('Kitchen'))).toHaveAttribute('aria-expanded', 'true');
  await expect(canvas.getByText('expandedItems: ["kitchen"]')).toBeInTheDocument();
  await userEvent.click(canvas.getByText('Garage'));
  await expect(treeItemOf(canvas.getByText('Garage'))).toHaveAttribute('aria-expanded', 'true');
  await expect(canvas.getByText('expandedItems: ["garage","kitchen"]')).toBeInTheDocument();
  await userEvent.click(canvas.getByText('Kitchen'));
  await expect(treeItemOf(canvas.getByText('Kitchen'))).toHaveAttribute('aria-expanded', 'false');
  await expect(canvas.getByText('expandedItems: ["garage"]')).toBeInTheDocument();
  await transitionsSettled(canvasElement);
};

ExpandCollapseAll.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
  for (const label of ['frontend', 'src', 'components', 'backend', 'api']) {
    await expect(treeItemOf(canvas.getByText(label))).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(canvas.getByText('payments.go')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
  await expect(treeItemOf(canvas.getByText('frontend'))).toHaveAttribute('aria-expanded', 'false');
  await waitFor(() => expect(canvas.queryByText('payments.go')).not.toBeInTheDocument());
  await transitionsSettled(canvasElement);
};

TrackItemExpansionToggle.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const returns = treeItemOf(canvas.getByText('Returns and refunds'));
  await userEvent.click(canvas.getByText('Returns and refunds'));
  await expect(returns).toHaveAttribute('aria-expanded', 'true');
  await expect(canvas.getByText('Last action: expanded returns')).toBeInTheDocument();
  // The keyboard goes through the same callback: the left arrow collapses the focused item.
  await waitFor(() => expect(returns).toHaveFocus());
  await userEvent.keyboard('{ArrowLeft}');
  await expect(returns).toHaveAttribute('aria-expanded', 'false');
  await expect(canvas.getByText('Last action: collapsed returns')).toBeInTheDocument();
  await transitionsSettled(canvasElement);
};

IconContainerExpansion.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const reference = treeItemOf(canvas.getByText('API reference'));
  // A click on the label selects the item but leaves it collapsed.
  await userEvent.click(canvas.getByText('API reference'));
  await expect(reference).toHaveAttribute('aria-selected', 'true');
  await expect(reference).toHaveAttribute('aria-expanded', 'false');
  await expect(canvas.getByText('Open page: reference')).toBeInTheDocument();
  // A click on the arrow expands it.
  const arrow = reference.querySelector<HTMLElement>('.MuiTreeItem-iconContainer');
  if (!arrow) throw new Error('No icon container in "API reference"');
  await userEvent.click(arrow);
  await expect(reference).toHaveAttribute('aria-expanded', 'true');
  await expect(canvas.getByText('Payments')).toBeVisible();
  await transitionsSettled(canvasElement);
};

SetItemExpansion.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const season2 = treeItemOf(canvas.getByText('Season 2'));
  await expect(season2).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(canvas.getByRole('button', { name: 'Open season 2' }));
  await expect(season2).toHaveAttribute('aria-expanded', 'true');
  await expect(canvas.getByText('3. Our worst outage')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Toggle' }));
  await expect(season2).toHaveAttribute('aria-expanded', 'false');
  await transitionsSettled(canvasElement);
};
