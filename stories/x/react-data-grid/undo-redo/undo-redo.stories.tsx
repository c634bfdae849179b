import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import UndoRedoEditingDemo from './UndoRedoEditing.tsx';
import undoRedoEditingSource from './UndoRedoEditing.tsx?demo';
import UndoClipboardPasteDemo from './UndoClipboardPaste.tsx';
import undoClipboardPasteSource from './UndoClipboardPaste.tsx?demo';
import HistoryListDemo from './HistoryList.tsx';
import historyListSource from './HistoryList.tsx?demo';
import LimitedHistoryDemo from './LimitedHistory.tsx';
import limitedHistorySource from './LimitedHistory.tsx?demo';
import ServerUndoDemo from './ServerUndo.tsx';
import serverUndoSource from './ServerUndo.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const UndoRedoEditing: Story = demoStory(UndoRedoEditingDemo, undoRedoEditingSource);
export const UndoClipboardPaste: Story = demoStory(UndoClipboardPasteDemo, undoClipboardPasteSource);
export const HistoryList: Story = demoStory(HistoryListDemo, historyListSource);
export const LimitedHistory: Story = demoStory(LimitedHistoryDemo, limitedHistorySource);
export const ServerUndo: Story = demoStory(ServerUndoDemo, serverUndoSource);

/** Scripted clicks count as keyboard focus for the browser: end a play without a focus ring. */
function blurFocused(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

function gridCell(canvasElement: HTMLElement, rowId: string, field: string) {
  const cell = canvasElement.querySelector<HTMLElement>(`.MuiDataGrid-row[data-id="${rowId}"] [data-field="${field}"]`);
  if (!cell) throw new Error(`No cell for row ${rowId}, field "${field}"`);
  return cell;
}

/** Double-clicks a cell, replaces its value and commits with Enter. */
async function editCell(canvasElement: HTMLElement, rowId: string, field: string, value: string) {
  await userEvent.dblClick(gridCell(canvasElement, rowId, field));
  const input = await waitFor(() => {
    const element = gridCell(canvasElement, rowId, field).querySelector('input');
    expect(element).not.toBeNull();
    return element!;
  });
  await userEvent.clear(input);
  await userEvent.type(input, `${value}{Enter}`);
  await waitFor(() => expect(gridCell(canvasElement, rowId, field).querySelector('input')).toBeNull());
}

const cellText = (canvasElement: HTMLElement, rowId: string, field: string) =>
  gridCell(canvasElement, rowId, field).textContent;

UndoRedoEditing.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await editCell(canvasElement, 'SKU-1002', 'name', 'Desk lamp');
  await editCell(canvasElement, 'SKU-1004', 'stock', '11');
  await expect(canvas.getByRole('status')).toHaveTextContent('2 to undo, 0 to redo');

  await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(cellText(canvasElement, 'SKU-1004', 'stock')).toBe('7'));
  // The keyboard: Ctrl+Z undoes, Ctrl+Y redoes, from a focused cell.
  await userEvent.click(gridCell(canvasElement, 'SKU-1001', 'id'));
  await userEvent.keyboard('{Control>}z{/Control}');
  await waitFor(() => expect(cellText(canvasElement, 'SKU-1002', 'name')).toBe('Task lamp'));
  await expect(canvas.getByRole('status')).toHaveTextContent('0 to undo, 2 to redo');
  await userEvent.keyboard('{Control>}y{/Control}');
  await waitFor(() => expect(cellText(canvasElement, 'SKU-1002', 'name')).toBe('Desk lamp'));
  await userEvent.click(canvas.getByRole('button', { name: 'Redo' }));
  await waitFor(() => expect(cellText(canvasElement, 'SKU-1004', 'stock')).toBe('11'));
  await expect(canvas.getByRole('button', { name: 'Redo' })).toBeDisabled();
  blurFocused(canvasElement);
};

/**
 * Presses Ctrl+V on the focused cell, then delivers `text` as the browser would: the grid
 * listens for the paste event on a hidden input it focuses for the purpose. The grid reads
 * the legacy `keyCode`, which `userEvent.keyboard` leaves at 0.
 */
async function pasteWithShortcut(canvasElement: HTMLElement, text: string) {
  const doc = canvasElement.ownerDocument;
  const target = (doc.activeElement ?? doc.body) as HTMLElement;
  for (const type of ['keydown', 'keyup']) {
    const event = new KeyboardEvent(type, { key: 'v', code: 'KeyV', ctrlKey: true, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'keyCode', { get: () => 86 });
    target.dispatchEvent(event);
  }
  let input: HTMLInputElement | null = null;
  await waitFor(() => {
    input = doc.activeElement instanceof HTMLInputElement && canvasElement.contains(doc.activeElement) ? doc.activeElement : null;
    expect(input).not.toBeNull();
  });
  const data = new DataTransfer();
  data.setData('text/plain', text);
  input!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

/** How long the Premium grid batches the row updates of a paste (`batchRowUpdates` in its clipboard import). */
const PASTE_BATCH_MS = 50;

UndoClipboardPaste.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // A 2 × 2 block pasted from Lucas's Monday: one history entry for two rows.
  await userEvent.click(gridCell(canvasElement, 'E-102', 'mon'));
  await pasteWithShortcut(canvasElement, 'Off\tEarly\nEarly\tOff');
  await waitFor(() => expect(cellText(canvasElement, 'E-103', 'tue')).toBe('Off'));
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Last change: 2 row(s)'));
  // The grid writes pasted rows into its own state in a batch 50 ms after the paste ends; an undo
  // inside that window would be overwritten by it (nothing on screen tells when it has run).
  await new Promise((resolve) => setTimeout(resolve, PASTE_BATCH_MS * 3));

  await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
  // Both rows come back, each in its own row update: wait for both.
  await waitFor(() => {
    expect(cellText(canvasElement, 'E-102', 'mon')).toBe('Late');
    expect(cellText(canvasElement, 'E-103', 'tue')).toBe('Late');
  });
  await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();

  await userEvent.click(canvas.getByRole('button', { name: 'Redo' }));
  await waitFor(() => {
    expect(cellText(canvasElement, 'E-103', 'mon')).toBe('Early');
    expect(cellText(canvasElement, 'E-102', 'tue')).toBe('Early');
  });
  blurFocused(canvasElement);
};

HistoryList.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await editCell(canvasElement, 'INV-2041', 'status', 'Sent');
  await editCell(canvasElement, 'INV-2043', 'amount', '2400');
  const history = within(canvas.getByRole('list', { name: 'History' }));
  await expect(history.getAllByRole('button')).toHaveLength(3);

  // Jump back to the original data: both changes are undone, and stay in the list.
  await userEvent.click(history.getByRole('button', { name: 'Original data' }));
  await waitFor(() => expect(cellText(canvasElement, 'INV-2041', 'status')).toBe('Draft'));
  await expect(cellText(canvasElement, 'INV-2043', 'amount')).toBe('2,210');

  // Redo up to the second change.
  await userEvent.click(history.getByRole('button', { name: /INV-2043 amount/ }));
  await waitFor(() => expect(cellText(canvasElement, 'INV-2043', 'amount')).toBe('2,400'));
  await expect(cellText(canvasElement, 'INV-2041', 'status')).toBe('Sent');
  blurFocused(canvasElement);
};

LimitedHistory.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await editCell(canvasElement, 'LH 400', 'gate', 'Z27');
  await editCell(canvasElement, 'AF 276', 'status', 'Boarding');
  await editCell(canvasElement, 'QF 1', 'gate', '11');
  await editCell(canvasElement, 'EK 202', 'status', 'Delayed');
  // Four changes, three kept.
  await expect(canvas.getByRole('status')).toHaveTextContent('3 of 3 steps to undo');

  const undo = canvas.getByRole('button', { name: 'Undo' });
  await userEvent.click(undo);
  await userEvent.click(undo);
  await userEvent.click(undo);
  await waitFor(() => expect(cellText(canvasElement, 'AF 276', 'status')).toBe('On time'));
  await expect(undo).toBeDisabled();
  // The oldest change fell off the history: it stays applied.
  await expect(cellText(canvasElement, 'LH 400', 'gate')).toBe('Z27');

  await userEvent.click(canvas.getByRole('button', { name: 'Redo' }));
  await waitFor(() => expect(cellText(canvasElement, 'AF 276', 'status')).toBe('Boarding'));
  blurFocused(canvasElement);
};

ServerUndo.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const status = canvas.getByRole('status');
  await editCell(canvasElement, 'SO-5102', 'quantity', '45');
  await waitFor(() => expect(status).toHaveTextContent('Saved SO-5102'));

  await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(status).toHaveTextContent('Undid SO-5102'));
  await expect(cellText(canvasElement, 'SO-5102', 'quantity')).toBe('40');

  await userEvent.click(canvas.getByRole('button', { name: 'Redo' }));
  await waitFor(() => expect(status).toHaveTextContent('Redid SO-5102'));
  await expect(cellText(canvasElement, 'SO-5102', 'quantity')).toBe('45');
  await expect(canvas.getByText(/Server log:/)).toHaveTextContent('Saved SO-5102 · Undid SO-5102 · Redid SO-5102');
  blurFocused(canvasElement);
};
