import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import ColumnReorderingDemo from './ColumnReordering.tsx';
import columnReorderingSource from './ColumnReordering.tsx?demo';
import InitialColumnOrderDemo from './InitialColumnOrder.tsx';
import initialColumnOrderSource from './InitialColumnOrder.tsx?demo';
import DisableColumnReorderDemo from './DisableColumnReorder.tsx';
import disableColumnReorderSource from './DisableColumnReorder.tsx?demo';
import MoveColumnMenuItemsDemo from './MoveColumnMenuItems.tsx';
import moveColumnMenuItemsSource from './MoveColumnMenuItems.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ColumnReordering: Story = demoStory(ColumnReorderingDemo, columnReorderingSource);
export const InitialColumnOrder: Story = demoStory(InitialColumnOrderDemo, initialColumnOrderSource);
export const DisableColumnReorder: Story = demoStory(DisableColumnReorderDemo, disableColumnReorderSource);
export const MoveColumnMenuItems: Story = demoStory(MoveColumnMenuItemsDemo, moveColumnMenuItemsSource);

/** The header titles, in the order they are displayed. */
function headerOrder(canvasElement: HTMLElement) {
  return Array.from(canvasElement.querySelectorAll('[role="columnheader"] .MuiDataGrid-columnHeaderTitle')).map(
    (title) => title.textContent,
  );
}

/** The draggable part of a column header. */
function draggableHeader(canvasElement: HTMLElement, name: string) {
  const header = within(canvasElement).getByRole('columnheader', { name });
  return header.querySelector<HTMLElement>('.MuiDataGrid-columnHeaderDraggableContainer')!;
}

/**
 * Drags one header over another with the HTML drag-and-drop events the grid listens to. The pointer
 * moves across the target towards the end of the row (right, or left in RTL) and is released inside.
 */
function dragHeader(canvasElement: HTMLElement, from: string, to: string) {
  const source = draggableHeader(canvasElement, from);
  const target = draggableHeader(canvasElement, to);
  const rtl = getComputedStyle(target).direction === 'rtl';
  const rect = target.getBoundingClientRect();
  const clientY = rect.top + rect.height / 2;
  const drag = (type: string, init: DragEventInit = {}) =>
    new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: new DataTransfer(), ...init });
  fireEvent(source, drag('dragstart'));
  fireEvent(target, drag('dragenter'));
  fireEvent(target, drag('dragover', { clientX: rtl ? rect.right - 2 : rect.left + 2, clientY }));
  fireEvent(target, drag('dragover', { clientX: rtl ? rect.left + 2 : rect.right - 2, clientY }));
  // Released over the grid: the browser reports a `dropEffect` other than 'none' (read-only outside
  // a real drag, hence the own property).
  const dataTransfer = new DataTransfer();
  Object.defineProperty(dataTransfer, 'dropEffect', { value: 'move' });
  fireEvent(source, drag('dragend', { dataTransfer }));
}

ColumnReordering.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(headerOrder(canvasElement).slice(0, 3)).toEqual(['Trade', 'Symbol', 'Side']);
  dragHeader(canvasElement, 'Symbol', 'Quantity');
  await waitFor(() => expect(headerOrder(canvasElement).slice(0, 4)).toEqual(['Trade', 'Side', 'Quantity', 'Symbol']));
  await expect(canvas.getByRole('status')).toHaveTextContent('Symbol moved from position 2 to position 4.');
};

InitialColumnOrder.play = async ({ canvasElement }) => {
  await expect(headerOrder(canvasElement).slice(0, 4)).toEqual(['Trader', 'Symbol', 'Side', 'Trade']);
};

DisableColumnReorder.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(draggableHeader(canvasElement, 'Shipment')).toHaveAttribute('draggable', 'false');
  await expect(draggableHeader(canvasElement, 'Customer')).toHaveAttribute('draggable', 'true');

  const toggle = canvas.getByRole('switch', { name: 'Column reordering' });
  await userEvent.click(toggle);
  await waitFor(() => expect(draggableHeader(canvasElement, 'Customer')).toHaveAttribute('draggable', 'false'));
  await userEvent.click(toggle);
  await waitFor(() => expect(draggableHeader(canvasElement, 'Customer')).toHaveAttribute('draggable', 'true'));
  toggle.blur();
};

MoveColumnMenuItems.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  const rtl = getComputedStyle(canvasElement.querySelector('[role="grid"]')!).direction === 'rtl';
  // The menu button is hidden until the header is hovered: find it by its label.
  const menuButton = canvas.getByLabelText('Symbol column menu', { selector: 'button' });
  await userEvent.click(menuButton);
  const menu = within(await body.findByRole('menu', { name: 'Symbol column menu' }));
  // Towards the end of the row: "Move right", or "Move left" in RTL.
  await userEvent.click(menu.getByRole('menuitem', { name: rtl ? 'Move left' : 'Move right' }));
  await waitFor(() => expect(headerOrder(canvasElement).slice(0, 3)).toEqual(['Trade', 'Side', 'Symbol']));
  await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  await userEvent.unhover(menuButton);
  await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
};
