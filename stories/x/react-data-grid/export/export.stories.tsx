import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { comeToRest, pageOf } from '../../../../src/demo/play';
import ExportToolbarDemo from './ExportToolbar.tsx';
import exportToolbarSource from './ExportToolbar.tsx?demo';
import CsvExportOptionsDemo from './CsvExportOptions.tsx';
import csvExportOptionsSource from './CsvExportOptions.tsx?demo';
import ExportRowSetsDemo from './ExportRowSets.tsx';
import exportRowSetsSource from './ExportRowSets.tsx?demo';
import CsvPreviewDemo from './CsvPreview.tsx';
import csvPreviewSource from './CsvPreview.tsx?demo';
import DisableColumnExportDemo from './DisableColumnExport.tsx';
import disableColumnExportSource from './DisableColumnExport.tsx?demo';
import ExportValueFormatterDemo from './ExportValueFormatter.tsx';
import exportValueFormatterSource from './ExportValueFormatter.tsx?demo';
import PrintExportDemo from './PrintExport.tsx';
import printExportSource from './PrintExport.tsx?demo';
import CustomExportToolbarDemo from './CustomExportToolbar.tsx';
import customExportToolbarSource from './CustomExportToolbar.tsx?demo';
import ExcelExportDemo from './ExcelExport.tsx';
import excelExportSource from './ExcelExport.tsx?demo';
import ExcelProcessingDemo from './ExcelProcessing.tsx';
import excelProcessingSource from './ExcelProcessing.tsx?demo';
import ExportCurrentPageDemo from './ExportCurrentPage.tsx';
import exportCurrentPageSource from './ExportCurrentPage.tsx?demo';
import ExcelColumnGroupsDemo from './ExcelColumnGroups.tsx';
import excelColumnGroupsSource from './ExcelColumnGroups.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ExportToolbar: Story = demoStory(ExportToolbarDemo, exportToolbarSource);
export const CsvExportOptions: Story = demoStory(CsvExportOptionsDemo, csvExportOptionsSource);
export const ExportRowSets: Story = demoStory(ExportRowSetsDemo, exportRowSetsSource);
export const ExportCurrentPage: Story = demoStory(ExportCurrentPageDemo, exportCurrentPageSource);
export const CsvPreview: Story = demoStory(CsvPreviewDemo, csvPreviewSource);
export const DisableColumnExport: Story = demoStory(DisableColumnExportDemo, disableColumnExportSource);
export const ExportValueFormatter: Story = demoStory(ExportValueFormatterDemo, exportValueFormatterSource);
export const PrintExport: Story = demoStory(PrintExportDemo, printExportSource);
export const CustomExportToolbar: Story = demoStory(CustomExportToolbarDemo, customExportToolbarSource);
export const ExcelExport: Story = demoStory(ExcelExportDemo, excelExportSource);
export const ExcelProcessing: Story = demoStory(ExcelProcessingDemo, excelProcessingSource);
export const ExcelColumnGroups: Story = demoStory(ExcelColumnGroupsDemo, excelColumnGroupsSource);

interface Download {
  blob: Blob;
  fileName: string;
}

/**
 * Runs `action` while catching the file the grid downloads: the grid hands the file to
 * `URL.createObjectURL` and clicks a link with a `download` attribute. The link click is
 * swallowed so that the test browser saves nothing; both globals are restored afterwards.
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
    await waitFor(() => expect(fileNames).toHaveLength(1), { timeout: 5000 });
  } finally {
    win.URL.createObjectURL = originalCreate;
    win.HTMLAnchorElement.prototype.click = originalClick;
  }
  return { blob: blobs[0], fileName: fileNames[0] };
}

/** Ends at rest: nothing focused, no menu or tooltip left open. */
async function settle(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await userEvent.unhover(canvasElement);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull());
  // Menus in a portal; the actions cells of a grid also have the menu role.
  await waitFor(() =>
    expect(pageOf(canvasElement).queryAllByRole('menu').filter((menu) => !canvasElement.contains(menu))).toHaveLength(0),
  );
}

/** Opens the toolbar's Export menu and picks one of its items. */
async function exportFromToolbar(canvasElement: HTMLElement, item: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
  await userEvent.click(await pageOf(canvasElement).findByRole('menuitem', { name: item }));
}

const linesOf = (text: string) => text.trim().split(/\r?\n/);

ExportToolbar.play = async ({ canvasElement }) => {
  const { blob, fileName } = await captureDownload(canvasElement, () => exportFromToolbar(canvasElement, 'Download as CSV'));
  await expect(fileName).toMatch(/\.csv$/);
  await expect(blob.type).toContain('text/csv');
  const lines = linesOf(await blob.text());
  await expect(lines).toHaveLength(6);
  await expect(lines[0]).toBe('Order,Customer,Product,Qty,Total ($)');
  await expect(lines[1]).toMatch(/^SO-1041,Harbor Supplies,Standing desk,4,/);
  await settle(canvasElement);
};

CsvExportOptions.play = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
  // `disableToolbarButton` removed the print item.
  await expect(pageOf(canvasElement).queryByRole('menuitem', { name: 'Print' })).toBeNull();
  await userEvent.keyboard('{Escape}');
  const { blob, fileName } = await captureDownload(canvasElement, () => exportFromToolbar(canvasElement, 'Download as CSV'));
  await expect(fileName).toBe('supplier-invoices-march.csv');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  // The UTF-8 byte order mark.
  await expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  const lines = linesOf(await blob.text());
  await expect(lines[0]).toBe('Invoice;Supplier;City;Amount (€)');
  await expect(lines[1]).toMatch(/^INV-2025-031;Müller & Söhne AG;Zürich;/);
  await settle(canvasElement);
};

ExportRowSets.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const rowCheckbox = (name: string) =>
    within(canvas.getByText(name).closest('[role="row"]') as HTMLElement).getByRole('checkbox');
  await userEvent.click(rowCheckbox('Priya Raman'));
  await userEvent.click(rowCheckbox('Jonas Lindqvist'));
  const selection = await captureDownload(canvasElement, () => userEvent.click(canvas.getByRole('button', { name: 'Export' })));
  await expect(selection.fileName).toBe('team-selection.csv');
  // With rows selected, the default export holds the header and those rows, in grid order.
  await expect(linesOf(await selection.blob.text())).toEqual([
    'Name,Team,Email',
    'Jonas Lindqvist,Design,jonas.lindqvist@acme.example',
    'Priya Raman,Data,priya.raman@acme.example',
  ]);
  const everyone = await captureDownload(canvasElement, () =>
    userEvent.click(canvas.getByRole('button', { name: 'Export all employees' })),
  );
  await expect(everyone.fileName).toBe('team-all.csv');
  await expect(linesOf(await everyone.blob.text())).toHaveLength(6);
  await settle(canvasElement);
};

ExportCurrentPage.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const preview = canvas.getByRole('textbox', { name: 'CSV of the current page' }) as HTMLTextAreaElement;
  // The header and the four rows of the first page.
  await waitFor(() => expect(linesOf(preview.value)).toHaveLength(5));
  await expect(linesOf(preview.value)[0]).toBe('Order,Supplier,Country,Total ($)');
  await expect(linesOf(preview.value)[1]).toBe('PO-7301,Brightline Paper,Canada,"1,840"');
  await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() => expect(linesOf(preview.value)[1]).toBe('PO-7305,Pampas Leather,Argentina,"2,310"'));
  // Sorting by total goes back to the first page, which now holds the smallest orders.
  await userEvent.click(canvas.getByRole('columnheader', { name: 'Total ($)' }));
  await waitFor(() =>
    expect(linesOf(preview.value).slice(1)).toEqual([
      'PO-7303,Lisboa Cork,Portugal,930',
      'PO-7308,Atlas Ceramics,Morocco,"1,560"',
      'PO-7301,Brightline Paper,Canada,"1,840"',
      'PO-7305,Pampas Leather,Argentina,"2,310"',
    ]),
  );
  const { blob, fileName } = await captureDownload(canvasElement, () =>
    userEvent.click(canvas.getByRole('button', { name: 'Download this page' })),
  );
  await expect(fileName).toBe('purchase-orders-page.csv');
  await expect(linesOf(await blob.text())).toEqual(linesOf(preview.value));
  await comeToRest(canvasElement, { repaint: true });
};

const preOf = (canvasElement: HTMLElement) => canvasElement.querySelector('pre') as HTMLElement;

CsvPreview.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Visible columns' }));
  await expect(linesOf(preOf(canvasElement).textContent ?? '')[0]).toBe('Flight,From,To,Departs');
  await userEvent.click(canvas.getByRole('button', { name: 'All columns' }));
  await expect(linesOf(preOf(canvasElement).textContent ?? '')[0]).toBe('Flight,From,To,Departs,Gate');
  await userEvent.click(canvas.getByRole('button', { name: 'Flight and departure' }));
  await expect(linesOf(preOf(canvasElement).textContent ?? '')).toEqual(['AF-1380,08:35', 'LH-400,10:05', 'BA-117,11:40']);
  await settle(canvasElement);
};

DisableColumnExport.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getAllByText('Check credit limit')).toHaveLength(2);
  await userEvent.click(canvas.getByRole('button', { name: 'Preview CSV' }));
  const lines = linesOf(preOf(canvasElement).textContent ?? '');
  // Neither the note column nor the actions column is exported.
  await expect(lines[0]).toBe('Order,Customer,Status,Total ($)');
  await expect(preOf(canvasElement)).not.toHaveTextContent('Check credit limit');
  await settle(canvasElement);
};

ExportValueFormatter.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Preview CSV' }));
  await expect(linesOf(preOf(canvasElement).textContent ?? '')[3]).toBe('NVDA,NVIDIA,"$1,208.88","\'+2.57 %"');
  await userEvent.click(canvas.getByRole('switch', { name: 'Export raw values' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Preview CSV' }));
  await expect(linesOf(preOf(canvasElement).textContent ?? '')[3]).toBe('NVDA,NVIDIA,1208.88,0.0257');
  // The cells on screen keep their formatting.
  await expect(canvas.getByText('$1,208.88')).toBeInTheDocument();
  await settle(canvasElement);
};

CustomExportToolbar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  const { blob, fileName } = await captureDownload(canvasElement, () =>
    userEvent.click(canvas.getByRole('button', { name: 'Download CSV' })),
  );
  await expect(fileName).toBe('inventory.csv');
  const lines = linesOf(await blob.text());
  await expect(lines[0]).toBe('SKU,Product,In stock,Warehouse');
  await expect(lines[3]).toBe('ARM-031,Monitor arm,7,Porto');
  await settle(canvasElement);
};

type ExcelJsModule = typeof import('exceljs');

/** Opens an .xlsx file with exceljs, the library the Premium grid writes it with. */
async function readWorkbook(blob: Blob) {
  const module = (await import('exceljs')) as ExcelJsModule & { default?: ExcelJsModule };
  const ExcelJS = module.default ?? module;
  const buffer = await blob.arrayBuffer();
  // An .xlsx file is a zip archive: it starts with "PK".
  await expect(String.fromCharCode(...new Uint8Array(buffer.slice(0, 2)))).toBe('PK');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  return workbook;
}

ExcelExport.play = async ({ canvasElement }) => {
  const { blob, fileName } = await captureDownload(canvasElement, () => exportFromToolbar(canvasElement, 'Download as Excel'));
  await expect(fileName).toBe('trades-march-2025.xlsx');
  const workbook = await readWorkbook(blob);
  const sheet = workbook.getWorksheet('Sheet1');
  await expect(sheet).toBeDefined();
  // One header row and five trades.
  await expect(sheet?.rowCount).toBe(6);
  await expect(sheet?.getRow(1).values).toEqual([undefined, 'Trade', 'Symbol', 'Side', 'Qty', 'Price', 'Executed']);
  await expect(sheet?.getCell('A4').value).toBe('T-20250304-01');
  await expect(sheet?.getCell('E4').value).toBe(1208.88);
  await expect(sheet?.getCell('E4').numFmt).toBe('"$"#,##0.00');
  // The choices of the single-select column go to a sheet of their own.
  await expect(workbook.getWorksheet('Options')).toBeDefined();
  await settle(canvasElement);
};

ExcelProcessing.play = async ({ canvasElement }) => {
  const { blob, fileName } = await captureDownload(canvasElement, () =>
    userEvent.click(within(canvasElement).getByRole('button', { name: 'Download report' })),
  );
  await expect(fileName).toBe('regional-sales-h1.xlsx');
  const sheet = (await readWorkbook(blob)).getWorksheet('Sheet1');
  await expect(sheet?.getCell('A1').value).toBe('Regional sales, first half of 2025');
  await expect(sheet?.getCell('A3').value).toBe('Region');
  await expect(sheet?.getCell('A7').value).toBe('DACH');
  await expect(sheet?.getCell('A8').value).toBe('Total');
  await expect(sheet?.getCell('B8').value).toEqual({ formula: 'SUM(B4:B7)' });
  await settle(canvasElement);
};

ExcelColumnGroups.play = async ({ canvasElement }) => {
  const { blob, fileName } = await captureDownload(canvasElement, () => exportFromToolbar(canvasElement, 'Download as Excel'));
  await expect(fileName).toBe('store-revenue-2024.xlsx');
  const sheet = (await readWorkbook(blob)).getWorksheet('Sheet1');
  // A row of group headers, each merged across the columns of its group, above the column headers.
  await expect(sheet?.getCell('A1').value).toBeNull();
  await expect(sheet?.getCell('B1').value).toBe('First half');
  await expect(sheet?.getCell('C1').master.address).toBe('B1');
  await expect(sheet?.getCell('D1').value).toBe('Second half');
  await expect(sheet?.getCell('E1').master.address).toBe('D1');
  await expect(sheet?.getRow(2).values).toEqual([undefined, 'Store', 'Q1', 'Q2', 'Q3', 'Q4']);
  await expect(sheet?.rowCount).toBe(6);
  await expect(sheet?.getCell('A3').value).toBe('Lyon Part-Dieu');
  await expect(sheet?.getCell('E4').value).toBe(291450);
  await expect(sheet?.getCell('E4').numFmt).toBe('#,##0 "€"');
  await comeToRest(canvasElement, { closed: [{ role: 'menu' }], repaint: true });
};
