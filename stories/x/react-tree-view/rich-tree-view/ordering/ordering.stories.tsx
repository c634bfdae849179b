import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import BasicReorderingDemo from './BasicReordering.tsx';
import basicReorderingSource from './BasicReordering.tsx?demo';
import LimitReorderableItemsDemo from './LimitReorderableItems.tsx';
import limitReorderableItemsSource from './LimitReorderableItems.tsx?demo';
import SameParentOnlyDemo from './SameParentOnly.tsx';
import sameParentOnlySource from './SameParentOnly.tsx?demo';
import FoldersOnlyDemo from './FoldersOnly.tsx';
import foldersOnlySource from './FoldersOnly.tsx?demo';
import PositionChangeLogDemo from './PositionChangeLog.tsx';
import positionChangeLogSource from './PositionChangeLog.tsx?demo';
import SaveOrderDemo from './SaveOrder.tsx';
import saveOrderSource from './SaveOrder.tsx?demo';
import CustomDropIndicatorDemo from './CustomDropIndicator.tsx';
import customDropIndicatorSource from './CustomDropIndicator.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicReordering: Story = demoStory(BasicReorderingDemo, basicReorderingSource);
export const LimitReorderableItems: Story = demoStory(LimitReorderableItemsDemo, limitReorderableItemsSource);
export const SameParentOnly: Story = demoStory(SameParentOnlyDemo, sameParentOnlySource);
export const FoldersOnly: Story = demoStory(FoldersOnlyDemo, foldersOnlySource);
export const PositionChangeLog: Story = demoStory(PositionChangeLogDemo, positionChangeLogSource);
export const SaveOrder: Story = demoStory(SaveOrderDemo, saveOrderSource);
export const CustomDropIndicator: Story = demoStory(CustomDropIndicatorDemo, customDropIndicatorSource);

/** The tree item (`li` with role `treeitem`) around a label. */
function treeItemOf(label: HTMLElement): HTMLElement {
  const item = label.closest<HTMLElement>('[role="treeitem"]');
  if (!item) throw new Error(`No tree item around "${label.textContent}"`);
  return item;
}

/** The labels of the direct children of an item (or of the tree), in order. */
function childLabels(parent: HTMLElement): (string | null)[] {
  return Array.from(parent.querySelectorAll<HTMLElement>('[role="treeitem"]'))
    .filter((item) => item.parentElement?.closest('[role="treeitem"], [role="tree"]') === parent)
    .map((item) => item.querySelector('.MuiTreeItem-label')?.textContent ?? null);
}

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

type Zone = 'above' | 'inside' | 'below';

/**
 * Starts dragging the item labelled `source` and moves the pointer over a zone of the row labelled
 * `target`: its top edge (reorder above), its middle (make a child, when allowed) or its bottom edge.
 * Returns the target's content element, `hover` (sends the pointer again) and `drop`.
 */
async function dragOver(canvasElement: HTMLElement, source: string, target: string, zone: Zone) {
  const canvas = within(canvasElement);
  const sourceItem = treeItemOf(canvas.getByText(source));
  const content = canvas.getByText(target).closest<HTMLElement>('.MuiTreeItem-content');
  if (!content) throw new Error(`No content element for "${target}"`);
  await dispatchDrag(sourceItem, 'dragstart');
  const hover = async () => {
    const { top, left, width, height } = content.getBoundingClientRect();
    const offsets: Record<Zone, number> = { above: 2, inside: height / 2, below: height - 2 };
    const pointer = { clientX: left + width / 2, clientY: top + offsets[zone] };
    await dispatchDrag(content, 'dragenter', pointer);
    await dispatchDrag(content, 'dragover', pointer);
  };
  await hover();
  return {
    content,
    hover,
    drop: async () => {
      await dispatchDrag(sourceItem, 'dragend');
    },
  };
}

/** Drags `source` to a zone of `target` and drops it once the drop indicator is shown. */
async function dragAndDrop(canvasElement: HTMLElement, source: string, target: string, zone: Zone) {
  const { content, hover, drop } = await dragOver(canvasElement, source, target, zone);
  // The tree re-renders after dragstart: send the pointer again until the indicator shows.
  await waitFor(async () => {
    await hover();
    await expect(content.querySelector('.MuiTreeItem-dragAndDropOverlay')).not.toBeNull();
  });
  await drop();
}

const tree = (canvasElement: HTMLElement) => within(canvasElement).getByRole('tree');

BasicReordering.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Move "Apple Pay support" to the top of its group.
  await dragAndDrop(canvasElement, 'Apple Pay support', 'Shorter address form', 'above');
  const checkout = treeItemOf(canvas.getByText('Checkout redesign'));
  await waitFor(() =>
    expect(childLabels(checkout)).toEqual(['Apple Pay support', 'Shorter address form', 'Sticky order summary']),
  );
  // Drop "Dark mode" in the middle of "Search": it becomes its child.
  await dragAndDrop(canvasElement, 'Dark mode', 'Search', 'inside');
  await waitFor(() =>
    expect(childLabels(treeItemOf(canvas.getByText('Search')))).toContain('Dark mode'),
  );
  await expect(childLabels(tree(canvasElement))).toEqual(['Checkout redesign', 'Search']);
};

LimitReorderableItems.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(treeItemOf(canvas.getByText('09:00 Keynote (fixed)'))).not.toHaveAttribute('draggable');
  await expect(treeItemOf(canvas.getByText('Morning'))).not.toHaveAttribute('draggable');
  await expect(treeItemOf(canvas.getByText('Accessibility audits'))).toHaveAttribute('draggable', 'true');
  await dragAndDrop(canvasElement, 'Accessibility audits', 'Design systems at scale', 'above');
  await waitFor(() =>
    expect(childLabels(treeItemOf(canvas.getByText('Morning')))).toEqual([
      '09:00 Keynote (fixed)',
      'Accessibility audits',
      'Design systems at scale',
    ]),
  );
};

SameParentOnly.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const part1 = treeItemOf(canvas.getByText('Part 1: Foundations'));
  const part2 = treeItemOf(canvas.getByText('Part 2: In production'));
  // Over a chapter of the other part, no drop is offered and the drop does nothing.
  const refused = await dragOver(canvasElement, 'Testing', 'Why types matter', 'above');
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await refused.hover();
  await expect(refused.content.querySelector('.MuiTreeItem-dragAndDropOverlay')).toBeNull();
  await refused.drop();
  await expect(childLabels(part2)).toEqual(['Testing', 'Deploying']);
  await expect(childLabels(part1)).toEqual(['Why types matter', 'Your first component', 'State and effects']);
  // Inside its own part, the chapter moves.
  await dragAndDrop(canvasElement, 'Deploying', 'Testing', 'above');
  await waitFor(() => expect(childLabels(part2)).toEqual(['Deploying', 'Testing']));
};

FoldersOnly.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Into a folder: allowed.
  await dragAndDrop(canvasElement, 'package.json', 'public', 'inside');
  await waitFor(() => expect(childLabels(tree(canvasElement))).toEqual(['src', 'public']));
  // "public" now has a child: it becomes expandable, and opening it shows the file.
  const publicFolder = treeItemOf(canvas.getByText('public'));
  await waitFor(() => expect(publicFolder).toHaveAttribute('aria-expanded', 'false'));
  await userEvent.click(canvas.getByText('public'));
  await waitFor(() => expect(childLabels(publicFolder)).toEqual(['package.json']));
  // Into a file: refused, so the middle of the row only offers to reorder next to it.
  await dragAndDrop(canvasElement, 'formatDate.ts', 'index.ts', 'inside');
  await waitFor(() => expect(childLabels(treeItemOf(canvas.getByText('src')))).toContain('formatDate.ts'));
  await expect(childLabels(treeItemOf(canvas.getByText('index.ts')))).toEqual([]);
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  const moving = '.MuiCollapse-root:not(.MuiCollapse-entered):not(.MuiCollapse-hidden)';
  await waitFor(() => expect(canvasElement.querySelector(moving)).toBeNull());
};

PositionChangeLog.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Drag a ticket to another column.')).toBeInTheDocument();
  await dragAndDrop(canvasElement, 'INV-198 PDF export', 'Done', 'inside');
  await expect(await canvas.findByText('inv-198: in-progress[0] → done[0]')).toBeInTheDocument();
};

SaveOrder.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Mains: Grilled cod, Mushroom risotto, Flank steak')).toBeInTheDocument();
  await dragAndDrop(canvasElement, 'Flank steak', 'Grilled cod', 'above');
  await expect(
    await canvas.findByText('Mains: Flank steak, Grilled cod, Mushroom risotto'),
  ).toBeInTheDocument();
};

CustomDropIndicator.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const { content, hover, drop } = await dragOver(canvasElement, 'Outro', 'Side A', 'inside');
  // The custom indicator describes the drop with its data-action attribute.
  await waitFor(async () => {
    await hover();
    await expect(content.querySelector('[data-action="make-child"]')).not.toBeNull();
  });
  await drop();
  await waitFor(() => expect(childLabels(treeItemOf(canvas.getByText('Side A')))).toContain('Outro'));
};
