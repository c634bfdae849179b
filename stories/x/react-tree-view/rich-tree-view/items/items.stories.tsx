import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import BasicItemsDemo from './BasicItems.tsx';
import basicItemsSource from './BasicItems.tsx?demo';
import GetItemIdDemo from './GetItemId.tsx';
import getItemIdSource from './GetItemId.tsx?demo';
import GetItemLabelDemo from './GetItemLabel.tsx';
import getItemLabelSource from './GetItemLabel.tsx?demo';
import GetItemChildrenDemo from './GetItemChildren.tsx';
import getItemChildrenSource from './GetItemChildren.tsx?demo';
import DisabledItemsDemo from './DisabledItems.tsx';
import disabledItemsSource from './DisabledItems.tsx?demo';
import DisabledItemsFocusableDemo from './DisabledItemsFocusable.tsx';
import disabledItemsFocusableSource from './DisabledItemsFocusable.tsx?demo';
import ChildrenIndentationDemo from './ChildrenIndentation.tsx';
import childrenIndentationSource from './ChildrenIndentation.tsx?demo';
import TrackItemClicksDemo from './TrackItemClicks.tsx';
import trackItemClicksSource from './TrackItemClicks.tsx?demo';
import GetItemDemo from './GetItem.tsx';
import getItemSource from './GetItem.tsx?demo';
import ScrollToItemDemo from './ScrollToItem.tsx';
import scrollToItemSource from './ScrollToItem.tsx?demo';
import GetItemTreeDemo from './GetItemTree.tsx';
import getItemTreeSource from './GetItemTree.tsx?demo';
import GetItemOrderedChildrenIdsDemo from './GetItemOrderedChildrenIds.tsx';
import getItemOrderedChildrenIdsSource from './GetItemOrderedChildrenIds.tsx?demo';
import ItemPathDemo from './ItemPath.tsx';
import itemPathSource from './ItemPath.tsx?demo';
import SetIsItemDisabledDemo from './SetIsItemDisabled.tsx';
import setIsItemDisabledSource from './SetIsItemDisabled.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicItems: Story = demoStory(BasicItemsDemo, basicItemsSource);
export const GetItemId: Story = demoStory(GetItemIdDemo, getItemIdSource);
export const GetItemLabel: Story = demoStory(GetItemLabelDemo, getItemLabelSource);
export const GetItemChildren: Story = demoStory(GetItemChildrenDemo, getItemChildrenSource);
export const DisabledItems: Story = demoStory(DisabledItemsDemo, disabledItemsSource);
export const DisabledItemsFocusable: Story = demoStory(DisabledItemsFocusableDemo, disabledItemsFocusableSource);
export const ChildrenIndentation: Story = demoStory(ChildrenIndentationDemo, childrenIndentationSource);
export const TrackItemClicks: Story = demoStory(TrackItemClicksDemo, trackItemClicksSource);
export const GetItem: Story = demoStory(GetItemDemo, getItemSource);
export const ScrollToItem: Story = demoStory(ScrollToItemDemo, scrollToItemSource);
export const GetItemTree: Story = demoStory(GetItemTreeDemo, getItemTreeSource);
export const GetItemOrderedChildrenIds: Story = demoStory(GetItemOrderedChildrenIdsDemo, getItemOrderedChildrenIdsSource);
export const ItemPath: Story = demoStory(ItemPathDemo, itemPathSource);
export const SetIsItemDisabled: Story = demoStory(SetIsItemDisabledDemo, setIsItemDisabledSource);

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

BasicItems.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await expect(treeItemOf(canvas.getByText('Campaign brief'))).toHaveAttribute('aria-expanded', 'true');
  const assets = treeItemOf(canvas.getByText('Creative assets'));
  await expect(assets).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(canvas.getByText('Creative assets'));
  await expect(assets).toHaveAttribute('aria-expanded', 'true');
  await expect(canvas.getByText('Homepage banner')).toBeVisible();
  // Leaves have no aria-expanded at all.
  await expect(treeItemOf(canvas.getByText('Budget, Q3 2025'))).not.toHaveAttribute('aria-expanded');
  await transitionsSettled(canvasElement);
};

GetItemId.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await userEvent.click(canvas.getByText('Cordless drill, 18 V'));
  await expect(treeItemOf(canvas.getByText('Cordless drill, 18 V'))).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByText('Selected SKU: PT-5120')).toBeInTheDocument();
  await transitionsSettled(canvasElement);
};

GetItemChildren.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await expect(canvas.getByText('Hana Sato, Frontend lead')).toBeVisible();
  const priya = treeItemOf(canvas.getByText('Priya Raman, CFO'));
  await userEvent.click(canvas.getByText('Priya Raman, CFO'));
  await expect(priya).toHaveAttribute('aria-expanded', 'true');
  await expect(canvas.getByText('Lucas Moreau, Controller')).toBeVisible();
  await transitionsSettled(canvasElement);
};

DisabledItems.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const legal = treeItemOf(canvas.getByText('Legal (no access)'));
  await expect(legal).toHaveAttribute('aria-disabled', 'true');
  await expect(treeItemOf(canvas.getByText('Launch video.mp4 (uploading)'))).toHaveAttribute('aria-disabled', 'true');
  // A click neither opens nor selects a disabled item.
  await userEvent.click(canvas.getByText('Legal (no access)'));
  await expect(legal).toHaveAttribute('aria-expanded', 'false');
  await expect(legal).not.toHaveAttribute('aria-selected', 'true');
  await expect(canvas.queryByText('Contracts')).not.toBeInTheDocument();
  await transitionsSettled(canvasElement);
};

DisabledItemsFocusable.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);

  // Off: the arrow key skips the disabled plan.
  await userEvent.click(canvas.getByText('Monthly, $12'));
  await waitFor(() => expect(treeItemOf(canvas.getByText('Monthly, $12'))).toHaveFocus());
  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(treeItemOf(canvas.getByText('Business'))).toHaveFocus());

  // On: the arrow key stops on it, but it stays disabled.
  await userEvent.click(canvas.getByRole('switch', { name: 'Disabled items focusable' }));
  await userEvent.click(canvas.getByText('Monthly, $12'));
  await waitFor(() => expect(treeItemOf(canvas.getByText('Monthly, $12'))).toHaveFocus());
  await userEvent.keyboard('{ArrowDown}');
  const soldOut = treeItemOf(canvas.getByText('Yearly, $120 (sold out)'));
  await waitFor(() => expect(soldOut).toHaveFocus());
  await expect(soldOut).toHaveAttribute('aria-disabled', 'true');
  await userEvent.keyboard(' ');
  await expect(soldOut).not.toHaveAttribute('aria-selected', 'true');
  await transitionsSettled(canvasElement);
};

ChildrenIndentation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const tree = canvas.getByRole('tree', { name: 'Sales regions' });
  await expect(tree.style.getPropertyValue('--TreeView-itemChildrenIndentation')).toBe('24px');
  await userEvent.click(canvas.getByRole('button', { name: '2rem' }));
  await expect(canvas.getByRole('button', { name: '2rem' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tree.style.getPropertyValue('--TreeView-itemChildrenIndentation')).toBe('2rem');
  await transitionsSettled(canvasElement);
};

TrackItemClicks.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await expect(canvas.getByText('No item clicked yet.')).toBeInTheDocument();
  await userEvent.click(canvas.getByText('Security'));
  await expect(canvas.getByText('Last clicked: security')).toBeInTheDocument();
  await userEvent.click(canvas.getByText('Two-factor authentication'));
  await expect(canvas.getByText('Last clicked: security/two-factor')).toBeInTheDocument();
  await transitionsSettled(canvasElement);
};

GetItem.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await userEvent.click(canvas.getByText('Grilled sea bass'));
  await expect(canvas.getByText('Grilled sea bass: $26, allergens: fish')).toBeInTheDocument();
  await userEvent.click(canvas.getByText('Chickpea curry'));
  await expect(canvas.getByText('Chickpea curry: $17, allergens: none')).toBeInTheDocument();
  await transitionsSettled(canvasElement);
};

ScrollToItem.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const scroller = canvas.getByRole('tree', { name: 'Airports by country' }).parentElement;
  if (!scroller) throw new Error('No scroll container around the tree');
  await expect(scroller.scrollTop).toBe(0);
  await userEvent.click(canvas.getByRole('button', { name: 'Show Lisbon' }));
  await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
  // The Lisbon row is now inside the visible part of the box.
  const lisbon = canvas.getByText('Lisbon (LIS)').getBoundingClientRect();
  const box = scroller.getBoundingClientRect();
  await expect(lisbon.top).toBeGreaterThanOrEqual(box.top - 1);
  await expect(lisbon.bottom).toBeLessThanOrEqual(box.bottom + 1);
  await userEvent.click(canvas.getByRole('button', { name: 'Back to top' }));
  await waitFor(() => expect(scroller.scrollTop).toBe(0));
  await transitionsSettled(canvasElement);
};

GetItemTree.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Save order' }));
  const outline = canvasElement.querySelector('pre');
  await expect(outline?.textContent).toBe(
    ['Sprint 12', '  One-page checkout', '  PDF invoices', 'Sprint 13', '  Wishlist sharing', '  Search suggestions'].join(
      '\n',
    ),
  );
  await transitionsSettled(canvasElement);
};

GetItemOrderedChildrenIds.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await userEvent.click(canvas.getByText('Lisbon, May 2024'));
  await expect(
    canvas.getByText('Lisbon, May 2024 (3): Tram 28.jpg, Belém tower.jpg, Pastéis de nata.jpg'),
  ).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'List top-level folders' }));
  await expect(canvas.getByText('Library (3): Trips, Family, Scanned receipts')).toBeInTheDocument();
  await transitionsSettled(canvasElement);
};

ItemPath.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const tree = within(canvas.getByRole('tree', { name: 'Company handbook' }));
  await userEvent.click(tree.getByText('Parental leave'));
  await expect(treeItemOf(tree.getByText('Parental leave'))).toHaveAttribute('aria-selected', 'true');
  const breadcrumbs = within(canvas.getByRole('navigation', { name: 'Selected page' }));
  await expect(breadcrumbs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'People',
    'Time off',
    'Parental leave',
  ]);
  await transitionsSettled(canvasElement);
};

SetIsItemDisabled.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const delta = treeItemOf(canvas.getByText('Delta, 20 seats'));
  await expect(delta).not.toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(canvas.getByRole('switch', { name: 'Delta under maintenance' }));
  await expect(delta).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(canvas.getByText('Delta, 20 seats'));
  await expect(delta).not.toHaveAttribute('aria-selected', 'true');
  // Back in service: the room can be selected again.
  await userEvent.click(canvas.getByRole('switch', { name: 'Delta under maintenance' }));
  await expect(delta).not.toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(canvas.getByText('Delta, 20 seats'));
  await expect(delta).toHaveAttribute('aria-selected', 'true');
  await transitionsSettled(canvasElement);
};
