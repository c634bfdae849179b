import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import PersistColumnLayoutDemo from './PersistColumnLayout.tsx';
import persistColumnLayoutSource from './PersistColumnLayout.tsx?demo';
import DataBarColumnDemo from './DataBarColumn.tsx';
import dataBarColumnSource from './DataBarColumn.tsx?demo';
import ColorCellsByValueDemo from './ColorCellsByValue.tsx';
import colorCellsByValueSource from './ColorCellsByValue.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const PersistColumnLayout: Story = demoStory(PersistColumnLayoutDemo, persistColumnLayoutSource);
export const DataBarColumn: Story = demoStory(DataBarColumnDemo, dataBarColumnSource);
export const ColorCellsByValue: Story = demoStory(ColorCellsByValueDemo, colorCellsByValueSource);

/** The header titles, in the order they are displayed. */
function headerOrder(canvasElement: HTMLElement) {
  return Array.from(canvasElement.querySelectorAll('[role="columnheader"] .MuiDataGrid-columnHeaderTitle')).map(
    (title) => title.textContent,
  );
}

function draggableHeader(canvasElement: HTMLElement, name: string) {
  const header = within(canvasElement).getByRole('columnheader', { name });
  return header.querySelector<HTMLElement>('.MuiDataGrid-columnHeaderDraggableContainer')!;
}

/** Drags one header over another with the HTML drag-and-drop events the grid listens to. */
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

PersistColumnLayout.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const defaultOrder = ['SKU', 'Product', 'Warehouse', 'Stock'];
  const movedOrder = ['Product', 'Warehouse', 'SKU', 'Stock'];
  await expect(headerOrder(canvasElement).slice(0, 4)).toEqual(defaultOrder);

  dragHeader(canvasElement, 'SKU', 'Warehouse');
  await waitFor(() => expect(headerOrder(canvasElement).slice(0, 4)).toEqual(movedOrder));

  // New column definitions keep the saved order.
  await userEvent.click(canvas.getByRole('button', { name: 'USD' }));
  await expect(await canvas.findByText('$80.46')).toBeInTheDocument();
  await expect(headerOrder(canvasElement).slice(0, 4)).toEqual(movedOrder);

  // So does a new grid, which reads the layout from storage.
  await userEvent.click(canvas.getByRole('button', { name: 'Reload the grid' }));
  await waitFor(() => expect(canvas.getByRole('button', { name: 'EUR' })).toHaveAttribute('aria-pressed', 'true'));
  await expect(headerOrder(canvasElement).slice(0, 4)).toEqual(movedOrder);

  const reset = canvas.getByRole('button', { name: 'Reset the layout' });
  await userEvent.click(reset);
  await waitFor(() => expect(headerOrder(canvasElement).slice(0, 4)).toEqual(defaultOrder));
  reset.blur();
};
