import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import ContentSlotPropsDemo from './ContentSlotProps.tsx';
import contentSlotPropsSource from './ContentSlotProps.tsx?demo';
import ContentSlotDemo from './ContentSlot.tsx';
import contentSlotSource from './ContentSlot.tsx?demo';
import LabelSlotPropsDemo from './LabelSlotProps.tsx';
import labelSlotPropsSource from './LabelSlotProps.tsx?demo';
import LabelSlotDemo from './LabelSlot.tsx';
import labelSlotSource from './LabelSlot.tsx?demo';
import CheckboxSlotPropsDemo from './CheckboxSlotProps.tsx';
import checkboxSlotPropsSource from './CheckboxSlotProps.tsx?demo';
import CheckboxSlotDemo from './CheckboxSlot.tsx';
import checkboxSlotSource from './CheckboxSlot.tsx?demo';
import IconsPerTypeDemo from './IconsPerType.tsx';
import iconsPerTypeSource from './IconsPerType.tsx?demo';
import ChildrenIndentationDemo from './ChildrenIndentation.tsx';
import childrenIndentationSource from './ChildrenIndentation.tsx?demo';
import UseTreeItemSlotsDemo from './UseTreeItemSlots.tsx';
import useTreeItemSlotsSource from './UseTreeItemSlots.tsx?demo';
import UseTreeItemStatusDemo from './UseTreeItemStatus.tsx';
import useTreeItemStatusSource from './UseTreeItemStatus.tsx?demo';
import UseTreeItemPublicAPIDemo from './UseTreeItemPublicAPI.tsx';
import useTreeItemPublicAPISource from './UseTreeItemPublicAPI.tsx?demo';
import HandleSelectionDemo from './HandleSelection.tsx';
import handleSelectionSource from './HandleSelection.tsx?demo';
import HandleExpansionDemo from './HandleExpansion.tsx';
import handleExpansionSource from './HandleExpansion.tsx?demo';
import CustomItemReorderingDemo from './CustomItemReordering.tsx';
import customItemReorderingSource from './CustomItemReordering.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ContentSlotProps: Story = demoStory(ContentSlotPropsDemo, contentSlotPropsSource);
export const ContentSlot: Story = demoStory(ContentSlotDemo, contentSlotSource);
export const LabelSlotProps: Story = demoStory(LabelSlotPropsDemo, labelSlotPropsSource);
export const LabelSlot: Story = demoStory(LabelSlotDemo, labelSlotSource);
export const CheckboxSlotProps: Story = demoStory(CheckboxSlotPropsDemo, checkboxSlotPropsSource);
export const CheckboxSlot: Story = demoStory(CheckboxSlotDemo, checkboxSlotSource);
export const IconsPerType: Story = demoStory(IconsPerTypeDemo, iconsPerTypeSource);
export const ChildrenIndentation: Story = demoStory(ChildrenIndentationDemo, childrenIndentationSource);
export const UseTreeItemSlots: Story = demoStory(UseTreeItemSlotsDemo, useTreeItemSlotsSource);
export const UseTreeItemStatus: Story = demoStory(UseTreeItemStatusDemo, useTreeItemStatusSource);
export const UseTreeItemPublicAPI: Story = demoStory(UseTreeItemPublicAPIDemo, useTreeItemPublicAPISource);
export const HandleSelection: Story = demoStory(HandleSelectionDemo, handleSelectionSource);
export const HandleExpansion: Story = demoStory(HandleExpansionDemo, handleExpansionSource);
export const CustomItemReordering: Story = demoStory(CustomItemReorderingDemo, customItemReorderingSource);

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

/** Leaves nothing focused and waits for every group to finish opening or closing. */
async function settle(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  const moving = '.MuiCollapse-root:not(.MuiCollapse-entered):not(.MuiCollapse-hidden)';
  await waitFor(() => expect(canvasElement.querySelector(moving)).toBeNull());
}

CheckboxSlotProps.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  // slotProps.checkbox named each checkbox after its item.
  const refunds = canvas.getByRole('checkbox', { name: 'Issue refunds' });
  await expect(refunds).not.toBeChecked();
  await userEvent.click(refunds);
  await waitFor(() => expect(refunds).toBeChecked());
  await expect(treeItemOf(canvas.getByText('Issue refunds'))).toHaveAttribute('aria-selected', 'true');
  await settle(canvasElement);
};

CheckboxSlot.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await expect(canvas.getByRole('checkbox', { name: 'Favourite: TSF Jazz' })).toBeChecked();
  const radio3 = canvas.getByRole('checkbox', { name: 'Favourite: BBC Radio 3' });
  await userEvent.click(radio3);
  await waitFor(() => expect(radio3).toBeChecked());
  await expect(treeItemOf(canvas.getByText('BBC Radio 3'))).toHaveAttribute('aria-selected', 'true');
  await settle(canvasElement);
};

ChildrenIndentation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  // The labels of a root item and of an item two levels deeper.
  const lisbon = canvas.getByText('Lisbon');
  const europe = canvas.getByText('Europe');
  const offset = () => Math.abs(lisbon.getBoundingClientRect().left - europe.getBoundingClientRect().left) +
    Math.abs(lisbon.getBoundingClientRect().right - europe.getBoundingClientRect().right);
  const before = offset();
  const slider = canvas.getByRole('slider', { name: 'Indentation: 24px' });
  slider.focus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  await expect(await canvas.findByText('Indentation: 32px')).toBeInTheDocument();
  // Two levels deeper, each indented 8px more.
  await waitFor(() => expect(Math.round(offset() - before)).toBe(16));
  await settle(canvasElement);
};

UseTreeItemStatus.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  // The restricted document is disabled (with a lock icon) but can still be focused.
  await expect(treeItemOf(canvas.getByText('Salary bands 2025'))).toHaveAttribute('aria-disabled', 'true');
  const finance = treeItemOf(canvas.getByText('Finance'));
  await userEvent.click(canvas.getByText('Finance'));
  await waitFor(() => expect(finance).toHaveAttribute('aria-expanded', 'true'));
  await expect(canvas.getByText('Budget 2025')).toBeVisible();
  await settle(canvasElement);
};

UseTreeItemPublicAPI.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await expect(canvas.getByText('0 songs selected')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Select all songs of Workout' }));
  await expect(await canvas.findByText('3 songs selected')).toBeInTheDocument();
  await expect(treeItemOf(canvas.getByText('Titanium'))).toHaveAttribute('aria-selected', 'true');
  // The playlist itself stays unselected and expanded.
  await expect(treeItemOf(canvas.getByText('Workout'))).toHaveAttribute('aria-selected', 'false');
  await expect(treeItemOf(canvas.getByText('Workout'))).toHaveAttribute('aria-expanded', 'true');
  await settle(canvasElement);
};

HandleSelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  // A click on the row does not select.
  await userEvent.click(canvas.getByText('Team, €29 per month'));
  await expect(treeItemOf(canvas.getByText('Team, €29 per month'))).toHaveAttribute('aria-selected', 'false');
  await expect(canvas.getByText('No plan chosen yet.')).toBeInTheDocument();
  // The radio icon does.
  await userEvent.click(canvas.getByRole('button', { name: 'Choose Team, €290 per year' }));
  await expect(await canvas.findByText('Chosen plan: team-y')).toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: 'Choose Team, €290 per year' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A click on a parent row still collapses it.
  await userEvent.click(canvas.getByText('Monthly plans'));
  await waitFor(() =>
    expect(treeItemOf(canvas.getByText('Monthly plans'))).toHaveAttribute('aria-expanded', 'false'),
  );
  await settle(canvasElement);
};

HandleExpansion.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const first = treeItemOf(canvas.getByText('Can we ship the new checkout on Monday?'));
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(canvas.getByRole('button', { name: 'Show 2 replies' }));
  await waitFor(() => expect(first).toHaveAttribute('aria-expanded', 'true'));
  await expect(canvas.getByText('QA still has two open bugs.')).toBeVisible();
  await expect(first).toHaveAttribute('aria-selected', 'false');
  await expect(canvas.getByRole('button', { name: 'Hide replies' })).toHaveAttribute('aria-expanded', 'true');
  // A click on the comment selects it without collapsing the replies.
  await userEvent.click(canvas.getByText('Can we ship the new checkout on Monday?'));
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await settle(canvasElement);
};

/**
 * Dispatches one native drag event. userEvent cannot drive HTML drag and drop, and a real
 * DataTransfer is read-only outside a user's drag, so the event carries a stand-in.
 */
function dispatchDrag(element: HTMLElement, type: string, pointer: { clientX?: number; clientY?: number } = {}) {
  const event = new DragEvent(type, { bubbles: true, cancelable: true, ...pointer });
  Object.defineProperty(event, 'dataTransfer', {
    value: { dropEffect: 'move', effectAllowed: 'move', types: [], setData() {}, setDragImage() {} },
  });
  return fireEvent(element, event);
}

CustomItemReordering.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await expect(treeItemOf(canvas.getByText('Pena Palace'))).toHaveAttribute('draggable', 'true');
  await expect(treeItemOf(canvas.getByText('Day 1, Lisbon'))).not.toHaveAttribute('draggable');
  // Drag "LX Factory" onto the top edge of "Pena Palace", in the other day.
  const stop = treeItemOf(canvas.getByText('LX Factory'));
  // The custom item renders its own content element (no TreeItem class): the item's first child.
  const target = canvas.getByText('Pena Palace').closest<HTMLElement>('[role="treeitem"] > div');
  if (!target) throw new Error('No content element for "Pena Palace"');
  await dispatchDrag(stop, 'dragstart');
  await waitFor(async () => {
    const { top, left, width } = target.getBoundingClientRect();
    const pointer = { clientX: left + width / 2, clientY: top + 2 };
    await dispatchDrag(target, 'dragenter', pointer);
    await dispatchDrag(target, 'dragover', pointer);
    // The overlay rendered by the custom item (an absolutely positioned layer) shows the drop.
    const overlays = Array.from(target.querySelectorAll('div')).filter((element) => {
      const style = getComputedStyle(element);
      return style.position === 'absolute' && style.pointerEvents === 'none';
    });
    await expect(overlays.length).toBeGreaterThan(0);
  });
  await dispatchDrag(stop, 'dragend');
  const day2 = treeItemOf(canvas.getByText('Day 2, Sintra'));
  await waitFor(() => expect(day2).toContainElement(canvas.getByText('LX Factory')));
};
