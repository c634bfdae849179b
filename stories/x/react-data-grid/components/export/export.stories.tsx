import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { comeToRest, pageOf } from '../../../../../src/demo/play';
import ExportButtonsDemo from './ExportButtons.tsx';
import exportButtonsSource from './ExportButtons.tsx?demo';
import ExportMenuPremiumDemo from './ExportMenuPremium.tsx';
import exportMenuPremiumSource from './ExportMenuPremium.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ExportButtons: Story = demoStory(ExportButtonsDemo, exportButtonsSource);
export const ExportMenuPremium: Story = demoStory(ExportMenuPremiumDemo, exportMenuPremiumSource);

interface Download {
  blob: Blob;
  fileName: string;
}

/**
 * Runs `action` while catching the file the grid downloads: the grid hands the file to
 * `URL.createObjectURL` and clicks a link with a `download` attribute. The click is swallowed so
 * that the test browser saves nothing; both globals are restored afterwards.
 */
async function captureDownload(canvasElement: HTMLElement, action: () => Promise<void>): Promise<Download> {
  const win = canvasElement.ownerDocument.defaultView as Window & typeof globalThis;
  const originalCreate = win.URL.createObjectURL;
  const originalClick = win.HTMLAnchorElement.prototype.click;
  const blobs: Blob[] = [];
  const fileNames: string[] = [];
  win.URL.createObjectURL = (object: Blob | MediaSource) => {
    if (object instanceof win.Blob) {
      blobs.push(object);
    }
    return originalCreate.call(win.URL, object);
  };
  win.HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    if (this.download) {
      fileNames.push(this.download);
      return;
    }
    originalClick.call(this);
  };
  try {
    await action();
    await waitFor(() => expect(fileNames).toHaveLength(1), { timeout: 10000 });
  } finally {
    win.URL.createObjectURL = originalCreate;
    win.HTMLAnchorElement.prototype.click = originalClick;
  }
  return { blob: blobs[0], fileName: fileNames[0] };
}

const settle = (canvasElement: HTMLElement) => comeToRest(canvasElement, { closed: [{ role: 'menu' }], repaint: true });

ExportButtons.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  const { blob, fileName } = await captureDownload(canvasElement, () =>
    userEvent.click(canvas.getByRole('button', { name: 'CSV' })),
  );
  await expect(fileName).toBe('invoices-june.csv');
  const lines = (await blob.text()).trim().split(/\r?\n/);
  await expect(lines).toHaveLength(5);
  // Semicolons between the values, and no internal note.
  await expect(lines[0].replace(/^\uFEFF/, '')).toBe('Invoice;Customer;Issued;Amount (€)');
  await expect(lines[1]).toMatch(/^INV-3101;Lindqvist AB;/);
  await settle(canvasElement);
};

ExportMenuPremium.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
  const menu = within(await pageOf(canvasElement).findByRole('menu'));
  await expect(menu.getByRole('menuitem', { name: 'CSV file' })).toBeInTheDocument();
  await expect(menu.getByRole('menuitem', { name: 'Print' })).toBeInTheDocument();
  const { fileName, blob } = await captureDownload(canvasElement, () =>
    userEvent.click(menu.getByRole('menuitem', { name: 'Excel workbook' })),
  );
  await expect(fileName).toBe('coffee-stock.xlsx');
  await expect(blob.size).toBeGreaterThan(0);
  await settle(canvasElement);
};
