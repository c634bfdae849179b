import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { comeToRest } from '../../../../src/demo/play';
import CopyCellDemo from './CopyCell.tsx';
import copyCellSource from './CopyCell.tsx?demo';
import CopyRowsDemo from './CopyRows.tsx';
import copyRowsSource from './CopyRows.tsx?demo';
import CopyFormatDemo from './CopyFormat.tsx';
import copyFormatSource from './CopyFormat.tsx?demo';
import PasteCellSelectionDemo from './PasteCellSelection.tsx';
import pasteCellSelectionSource from './PasteCellSelection.tsx?demo';
import PasteEventsDemo from './PasteEvents.tsx';
import pasteEventsSource from './PasteEvents.tsx?demo';
import PasteParsingDemo from './PasteParsing.tsx';
import pasteParsingSource from './PasteParsing.tsx?demo';
import DisablePasteDemo from './DisablePaste.tsx';
import disablePasteSource from './DisablePaste.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const CopyCell: Story = demoStory(CopyCellDemo, copyCellSource);
export const CopyRows: Story = demoStory(CopyRowsDemo, copyRowsSource);
export const CopyFormat: Story = demoStory(CopyFormatDemo, copyFormatSource);
export const PasteCellSelection: Story = demoStory(PasteCellSelectionDemo, pasteCellSelectionSource);
export const PasteEvents: Story = demoStory(PasteEventsDemo, pasteEventsSource);
export const PasteParsing: Story = demoStory(PasteParsingDemo, pasteParsingSource);
export const DisablePaste: Story = demoStory(DisablePasteDemo, disablePasteSource);


/** The cell of a column in the row that holds a piece of text. */
function cellOf(canvasElement: HTMLElement, rowText: string, field: string) {
  const row = within(canvasElement).getByText(rowText).closest('[role="row"]') as HTMLElement;
  return row.querySelector(`[data-field="${field}"]`) as HTMLElement;
}

/**
 * Presses Ctrl + a letter on the focused element. The grid recognises its shortcuts by the
 * legacy `keyCode` (it works with any keyboard layout), which `userEvent.keyboard` leaves at 0.
 */
function pressCtrl(canvasElement: HTMLElement, letter: 'C' | 'V') {
  const doc = canvasElement.ownerDocument;
  const target = (doc.activeElement ?? doc.body) as HTMLElement;
  for (const type of ['keydown', 'keyup']) {
    const event = new KeyboardEvent(type, {
      key: letter.toLowerCase(),
      code: `Key${letter}`,
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    Object.defineProperty(event, 'keyCode', { get: () => letter.charCodeAt(0) });
    target.dispatchEvent(event);
  }
}

/**
 * Presses Ctrl+C with `navigator.clipboard.writeText` replaced by a recorder (the test browser
 * may refuse clipboard access); returns what the grid wrote. The original is restored.
 */
async function copyWithShortcut(canvasElement: HTMLElement): Promise<string[]> {
  const { clipboard } = canvasElement.ownerDocument.defaultView!.navigator;
  const written: string[] = [];
  const original = Object.getOwnPropertyDescriptor(clipboard, 'writeText');
  Object.defineProperty(clipboard, 'writeText', {
    configurable: true,
    value: (text: string) => {
      written.push(text);
      return Promise.resolve();
    },
  });
  try {
    pressCtrl(canvasElement, 'C');
    await waitFor(() => expect(written).toHaveLength(1));
  } finally {
    if (original) {
      Object.defineProperty(clipboard, 'writeText', original);
    } else {
      delete (clipboard as { writeText?: unknown }).writeText;
    }
  }
  return written;
}

/**
 * Presses Ctrl+V in the focused cell, then delivers `text` as the browser would: the grid
 * listens for the paste event on a hidden input it focuses for the purpose.
 */
async function pasteWithShortcut(canvasElement: HTMLElement, text: string) {
  const doc = canvasElement.ownerDocument;
  pressCtrl(canvasElement, 'V');
  let input: HTMLInputElement | null = null;
  await waitFor(() => {
    input = doc.activeElement instanceof HTMLInputElement && canvasElement.contains(doc.activeElement) ? doc.activeElement : null;
    expect(input).not.toBeNull();
  });
  const data = new DataTransfer();
  data.setData('text/plain', text);
  input!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

/** Click a cell, then Shift + click another: selects the range between them. */
async function selectRange(from: HTMLElement, to: HTMLElement) {
  const user = userEvent.setup();
  await user.click(from);
  await user.keyboard('{Shift>}');
  await user.click(to);
  await user.keyboard('{/Shift}');
}

CopyCell.play = async ({ canvasElement }) => {
  await userEvent.click(cellOf(canvasElement, 'Monitor arm', 'product'));
  await expect(await copyWithShortcut(canvasElement)).toEqual(['Monitor arm']);
  await expect(within(canvasElement).getByText('Copied: Monitor arm')).toBeInTheDocument();
  await comeToRest(canvasElement);
};

const rowCheckbox = (canvasElement: HTMLElement, rowText: string) =>
  within(within(canvasElement).getByText(rowText).closest('[role="row"]') as HTMLElement).getByRole('checkbox');

CopyRows.play = async ({ canvasElement }) => {
  await userEvent.click(rowCheckbox(canvasElement, 'LH-400'));
  await userEvent.click(rowCheckbox(canvasElement, 'KL-641'));
  await userEvent.click(cellOf(canvasElement, 'KL-641', 'status'));
  const [text] = await copyWithShortcut(canvasElement);
  // One line per selected row, values separated by tabs, no header.
  await expect(text.split(/\r?\n/)).toEqual(['LH-400\tFRA\tJFK\t10:05\tOn time', 'KL-641\tAMS\tJFK\t12:55\tOn time']);
  await expect(canvasElement.querySelector('pre')).toHaveTextContent('LH-400');
  await comeToRest(canvasElement);
};

CopyFormat.play = async ({ canvasElement }) => {
  await userEvent.click(rowCheckbox(canvasElement, 'INV-2025-031'));
  await userEvent.click(rowCheckbox(canvasElement, 'INV-2025-033'));
  await userEvent.click(cellOf(canvasElement, 'INV-2025-033', 'client'));
  const [text] = await copyWithShortcut(canvasElement);
  // Commas between values, and the raw amounts rather than "$1,796.00".
  await expect(text.split(/\r?\n/)).toEqual(['INV-2025-031,Harbor Supplies,1796', 'INV-2025-033,Northwind Cafe,534.5']);
  await expect(cellOf(canvasElement, 'INV-2025-031', 'amount')).toHaveTextContent('$1,796.00');
  await comeToRest(canvasElement);
};

PasteCellSelection.play = async ({ canvasElement }) => {
  // A 2 × 2 block, pasted from the Tuesday cell of the chairs.
  await userEvent.click(cellOf(canvasElement, 'Ergonomic chair', 'tue'));
  await pasteWithShortcut(canvasElement, '40\t41\n12\t13');
  await waitFor(() => expect(cellOf(canvasElement, 'Monitor arm', 'wed')).toHaveTextContent('13'));
  await expect(cellOf(canvasElement, 'Ergonomic chair', 'tue')).toHaveTextContent('40');
  await expect(cellOf(canvasElement, 'Ergonomic chair', 'wed')).toHaveTextContent('41');
  await expect(cellOf(canvasElement, 'Monitor arm', 'tue')).toHaveTextContent('12');
  // A single value fills every selected cell.
  await selectRange(cellOf(canvasElement, 'Standing desk', 'thu'), cellOf(canvasElement, 'Desk lamp', 'fri'));
  await pasteWithShortcut(canvasElement, '0');
  await waitFor(() => expect(cellOf(canvasElement, 'Desk lamp', 'fri')).toHaveTextContent('0'));
  await expect(cellOf(canvasElement, 'Standing desk', 'thu')).toHaveTextContent('0');
  await expect(cellOf(canvasElement, 'Standing desk', 'wed')).toHaveTextContent('14');
  await comeToRest(canvasElement);
};

PasteEvents.play = async ({ canvasElement }) => {
  await userEvent.click(cellOf(canvasElement, 'Jonas Lindqvist', 'role'));
  await pasteWithShortcut(canvasElement, 'Lead designer\t36\nData engineer\t60');
  const log = canvasElement.querySelector('pre') as HTMLElement;
  await waitFor(() => expect(log).toHaveTextContent('Paste finished'));
  await expect(log.textContent?.split('\n')).toEqual([
    'Paste started: 2 row(s) of values',
    'Saved Jonas Lindqvist: Lead designer, 36 h',
    'Saved Priya Raman: Data engineer, 48 h',
    'Paste finished',
  ]);
  // The grid shows the rows as the save returned them.
  await waitFor(() => expect(cellOf(canvasElement, 'Priya Raman', 'hours')).toHaveTextContent('48'));
  await expect(cellOf(canvasElement, 'Jonas Lindqvist', 'role')).toHaveTextContent('Lead designer');
  await comeToRest(canvasElement);
};

PasteParsing.play = async ({ canvasElement }) => {
  await userEvent.click(cellOf(canvasElement, 'CHR-220', 'warehouse'));
  await pasteWithShortcut(canvasElement, 'Lisbon; $1,249.00\n\nGdansk;99\n');
  await waitFor(() => expect(cellOf(canvasElement, 'CHR-220', 'price')).toHaveTextContent('$1,249.00'));
  await expect(cellOf(canvasElement, 'CHR-220', 'warehouse')).toHaveTextContent('Lisbon');
  // The empty line was dropped: the next values land on the next row.
  await expect(cellOf(canvasElement, 'ARM-031', 'warehouse')).toHaveTextContent('Gdansk');
  await expect(cellOf(canvasElement, 'ARM-031', 'price')).toHaveTextContent('$99.00');
  await comeToRest(canvasElement);
};

DisablePaste.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(cellOf(canvasElement, 'NVIDIA', 'target'));
  pressCtrl(canvasElement, 'V');
  // The grid does not paste: the editable cell opens its editor for the browser to paste into.
  await waitFor(() => expect(cellOf(canvasElement, 'NVIDIA', 'target').querySelector('input')).not.toBeNull());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(cellOf(canvasElement, 'NVIDIA', 'target')).toHaveTextContent('1,150'));
  await userEvent.click(canvas.getByRole('switch', { name: 'Allow pasting' }));
  await userEvent.click(cellOf(canvasElement, 'NVIDIA', 'target'));
  await pasteWithShortcut(canvasElement, '1300\tBuy');
  await waitFor(() => expect(cellOf(canvasElement, 'NVIDIA', 'target')).toHaveTextContent('1,300'));
  await expect(cellOf(canvasElement, 'NVIDIA', 'rating')).toHaveTextContent('Buy');
  await comeToRest(canvasElement);
};
