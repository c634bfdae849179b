import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import RowOrderingGridDemo from './RowOrderingGrid.tsx';
import rowOrderingGridSource from './RowOrderingGrid.tsx?demo';
import SaveRowOrderDemo from './SaveRowOrder.tsx';
import saveRowOrderSource from './SaveRowOrder.tsx?demo';
import CustomReorderColumnDemo from './CustomReorderColumn.tsx';
import customReorderColumnSource from './CustomReorderColumn.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const RowOrderingGrid: Story = demoStory(RowOrderingGridDemo, rowOrderingGridSource);
export const SaveRowOrder: Story = demoStory(SaveRowOrderDemo, saveRowOrderSource);
export const CustomReorderColumn: Story = demoStory(CustomReorderColumnDemo, customReorderColumnSource);

const nextFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

function row(canvasElement: HTMLElement, id: string | number) {
  return canvasElement.querySelector<HTMLElement>(`.MuiDataGrid-row[data-id="${id}"]`)!;
}

/** The row ids in display order. */
function rowOrder(canvasElement: HTMLElement) {
  return Array.from(canvasElement.querySelectorAll<HTMLElement>('.MuiDataGrid-row')).map((element) => element.dataset.id);
}

/**
 * Drags a row by its handle and drops it on the lower half of another row, with the events a
 * browser sends during a real drag (HTML drag and drop cannot be driven by pointer events).
 */
async function dragRowBelow(canvasElement: HTMLElement, sourceId: string | number, targetId: string | number) {
  const handle = row(canvasElement, sourceId).querySelector<HTMLElement>('[draggable="true"]')!;
  const target = row(canvasElement, targetId).querySelector<HTMLElement>('[role="gridcell"]')!;
  const drag = (type: string, init: DragEventInit = {}) =>
    new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: new DataTransfer(), ...init });

  fireEvent(handle, drag('dragstart'));
  await nextFrames();
  const rect = target.getBoundingClientRect();
  fireEvent(target, drag('dragenter'));
  fireEvent(target, drag('dragover', { clientX: rect.left + rect.width / 2, clientY: rect.bottom - 4 }));
  await nextFrames();
  // Released over the grid: the browser reports a `dropEffect` other than 'none' (read-only outside
  // a real drag, hence the own property).
  const dataTransfer = new DataTransfer();
  Object.defineProperty(dataTransfer, 'dropEffect', { value: 'move' });
  fireEvent(handle, drag('dragend', { dataTransfer }));
}

function blurFocused(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

RowOrderingGrid.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(rowOrder(canvasElement).slice(0, 3)).toEqual(['1', '2', '3']);
  await dragRowBelow(canvasElement, 1, 3);
  await waitFor(() => expect(rowOrder(canvasElement).slice(0, 3)).toEqual(['2', '3', '1']));
  await expect(canvas.getByRole('status')).toHaveTextContent('Moved "Harbour Lights" from position 1 to 3.');
  blurFocused(canvasElement);
};

SaveRowOrder.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await dragRowBelow(canvasElement, 'OPS-101', 'OPS-103');
  await waitFor(() => expect(rowOrder(canvasElement).slice(0, 3)).toEqual(['OPS-102', 'OPS-103', 'OPS-101']));
  await waitFor(
    () =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Priority order saved: OPS-102, OPS-103, OPS-101, OPS-104, OPS-105.',
      ),
    { timeout: 4000 },
  );
  blurFocused(canvasElement);
};

CustomReorderColumn.play = async ({ canvasElement }) => {
  // The handle column comes last, and each handle is draggable.
  const headers = Array.from(canvasElement.querySelectorAll('[role="columnheader"]'));
  await expect(headers[headers.length - 1]).toHaveTextContent('Move');
  await expect(row(canvasElement, 1).querySelector('[draggable="true"]')).not.toBeNull();
};
