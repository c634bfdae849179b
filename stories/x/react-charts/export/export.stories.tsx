import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus, pageOf } from '../../../../src/demo/play';
import ExportToolbarDemo from './ExportToolbar.tsx';
import exportToolbarSource from './ExportToolbar.tsx?demo';
import ExportFormatsDemo from './ExportFormats.tsx';
import exportFormatsSource from './ExportFormats.tsx?demo';
import ExportBeforeExportDemo from './ExportBeforeExport.tsx';
import exportBeforeExportSource from './ExportBeforeExport.tsx?demo';
import CustomExportButtonsDemo from './CustomExportButtons.tsx';
import customExportButtonsSource from './CustomExportButtons.tsx?demo';
import ApiRefExportDemo from './ApiRefExport.tsx';
import apiRefExportSource from './ApiRefExport.tsx?demo';
import ExportCompositionDemo from './ExportComposition.tsx';
import exportCompositionSource from './ExportComposition.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ExportToolbar: Story = demoStory(ExportToolbarDemo, exportToolbarSource);
export const ExportFormats: Story = demoStory(ExportFormatsDemo, exportFormatsSource);
export const ExportBeforeExport: Story = demoStory(ExportBeforeExportDemo, exportBeforeExportSource);
export const CustomExportButtons: Story = demoStory(CustomExportButtonsDemo, customExportButtonsSource);
export const ApiRefExport: Story = demoStory(ApiRefExportDemo, apiRefExportSource);
export const ExportComposition: Story = demoStory(ExportCompositionDemo, exportCompositionSource);

// A real download or print dialog cannot be checked here. The play functions stub the last step
// of each export instead (the click on the download link, the iframe's print()) and check what
// the export produced: the file name, the image's type and size, and the copy of the chart that
// was rasterised or printed. Every stub is removed before the play function ends.

interface ImageExport {
  /** The `download` name of the link the export clicked. */
  fileName: string;
  /** The image the export created. */
  blob: Blob;
  /** The body of the export iframe just before it was removed (after `onBeforeExport`). */
  exportedHtml: string;
}

/** Runs `trigger`, which starts an image export, and returns what the export produced. */
async function captureImageExport(trigger: () => Promise<void>): Promise<ImageExport> {
  const body = document.body;
  const removeChild = Node.prototype.removeChild;
  let fileName: string | null = null;
  let exportedHtml = '';
  const createObjectURL = spyOn(URL, 'createObjectURL');
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    fileName = this.download;
  });
  const remove = spyOn(body, 'removeChild').mockImplementation((child: Node) => {
    if (child instanceof HTMLIFrameElement) exportedHtml = child.contentDocument?.body.innerHTML ?? '';
    return removeChild.call(body, child);
  });
  try {
    await trigger();
    await waitFor(() => expect(fileName).not.toBeNull(), { timeout: 10000 });
    const blob = createObjectURL.mock.calls.at(-1)?.[0];
    if (!(blob instanceof Blob)) throw new Error('The export created no image');
    return { fileName: fileName ?? '', blob, exportedHtml };
  } finally {
    remove.mockRestore();
    click.mockRestore();
    createObjectURL.mockRestore();
  }
}

interface PrintExport {
  /** The title of the print iframe: the `fileName` option. */
  title: string;
  /** The body of the print iframe when print() was called. */
  printedHtml: string;
}

/** Runs `trigger`, which starts a print export, stubs the iframe's print() and returns what it would print. */
async function capturePrint(trigger: () => Promise<void>): Promise<PrintExport> {
  const body = document.body;
  const appendChild = Node.prototype.appendChild;
  let printed: PrintExport | null = null;
  let frame: HTMLIFrameElement | null = null;
  const append = spyOn(body, 'appendChild').mockImplementation((child: Node) => {
    const result = appendChild.call(body, child);
    if (child instanceof HTMLIFrameElement && child.contentWindow) {
      const iframe = child;
      frame = iframe;
      iframe.contentWindow!.print = () => {
        printed = { title: iframe.title, printedHtml: iframe.contentDocument?.body.innerHTML ?? '' };
      };
    }
    return result;
  });
  try {
    await trigger();
    await waitFor(() => expect(printed).not.toBeNull(), { timeout: 10000 });
    return printed!;
  } finally {
    append.mockRestore();
    // The chart removes its print iframe once the print dialog closes; here there was none.
    (frame as HTMLIFrameElement | null)?.remove();
  }
}

/** The size in pixels of an exported image. */
async function imageSize(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  return { width: bitmap.width, height: bitmap.height };
}

/** The root of a single-component chart, what gets exported: the element around the toolbar, legend and <svg>. */
const chartRoot = (canvasElement: HTMLElement) => {
  const root = canvasElement.querySelector('.MuiChartsToolbar-root')?.parentElement;
  if (!root) throw new Error('The chart has not rendered');
  return root;
};

/** Opens the toolbar's export menu and returns it. */
async function openExportMenu(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
  return within(await pageOf(canvasElement).findByRole('menu'));
}

/** Ends a play function: menu closed, nothing focused, no tooltip left on a toolbar button. */
async function settle(canvasElement: HTMLElement) {
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('menu')).toBeNull());
  await leaveFocus(canvasElement);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull());
}

ExportToolbar.play = async ({ canvasElement }) => {
  const menu = await openExportMenu(canvasElement);
  await expect(menu.getByRole('menuitem', { name: 'Print' })).toBeVisible();
  const root = chartRoot(canvasElement).getBoundingClientRect();
  const result = await captureImageExport(() => userEvent.click(menu.getByRole('menuitem', { name: 'Export as PNG' })));
  await expect(result.blob.type).toBe('image/png');
  // The image has the chart's size, times the screen's pixel ratio.
  const size = await imageSize(result.blob);
  await expect(size.width).toBe(Math.floor(root.width * window.devicePixelRatio));
  await expect(size.height).toBe(Math.floor(root.height * window.devicePixelRatio));
  // Without a fileName option, the file is named after the page.
  await expect(result.fileName).toBe(document.title);
  await settle(canvasElement);
};

ExportFormats.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Print' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'JPEG' }));
  const menu = await openExportMenu(canvasElement);
  await expect(menu.queryByRole('menuitem', { name: 'Print' })).toBeNull();
  await expect(menu.getByRole('menuitem', { name: 'Export as PNG' })).toBeVisible();
  const result = await captureImageExport(() => userEvent.click(menu.getByRole('menuitem', { name: 'Export as JPEG' })));
  await expect(result.blob.type).toBe('image/jpeg');
  await expect(result.fileName).toBe('sales-by-region-2024');
  await settle(canvasElement);
  // Back to the initial entries.
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Print' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'JPEG' }));
  await expect(canvas.getByRole('checkbox', { name: 'Print' })).toBeChecked();
  await expect(canvas.getByRole('checkbox', { name: 'JPEG' })).not.toBeChecked();
  await leaveFocus(canvasElement);
};

ExportBeforeExport.play = async ({ canvasElement }) => {
  const menu = await openExportMenu(canvasElement);
  const result = await captureImageExport(() => userEvent.click(menu.getByRole('menuitem', { name: 'Export as PNG' })));
  await expect(result.fileName).toBe('inflation-2015-2024');
  // onBeforeExport replaced the toolbar of the exported copy with the title; the page keeps its toolbar.
  await expect(result.exportedHtml).toContain('Annual consumer price inflation, 2015 to 2024');
  await expect(result.exportedHtml).not.toContain('MuiChartsToolbar-root');
  await expect(canvasElement.querySelector('.MuiChartsToolbar-root')).not.toBeNull();
  await settle(canvasElement);
};

CustomExportButtons.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const printed = await capturePrint(() => userEvent.click(canvas.getByRole('button', { name: 'Print' })));
  await expect(printed.title).toBe('used-car-prices');
  await expect(printed.printedHtml).toContain('<svg');
  const result = await captureImageExport(() => userEvent.click(canvas.getByRole('button', { name: 'Download PNG' })));
  await expect(result.fileName).toBe('used-car-prices');
  await expect(result.blob.type).toBe('image/png');
  await leaveFocus(canvasElement);
};

ApiRefExport.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'JPEG' }));
  const result = await captureImageExport(() => userEvent.click(canvas.getByRole('button', { name: 'Download image' })));
  await expect(result.blob.type).toBe('image/jpeg');
  await expect(result.fileName).toBe('commute-survey-2024');
  await userEvent.click(canvas.getByRole('button', { name: 'PNG' }));
  await expect(canvas.getByRole('button', { name: 'PNG' })).toHaveAttribute('aria-pressed', 'true');
  const printed = await capturePrint(() => userEvent.click(canvas.getByRole('button', { name: 'Print' })));
  await expect(printed.title).toBe('commute-survey-2024');
  await leaveFocus(canvasElement);
};

ExportComposition.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The box that holds useChartRootRef's ref: the heading's parent.
  const exportArea = canvas.getByRole('heading', { name: 'Population by age group, 1 January 2024' }).parentElement;
  if (!exportArea) throw new Error('The chart has not rendered');
  const area = exportArea.getBoundingClientRect();
  const result = await captureImageExport(() => userEvent.click(canvas.getByRole('button', { name: 'Export as PNG' })));
  await expect(result.fileName).toBe('population-by-age-2024');
  await expect(result.exportedHtml).toContain('Source: town register');
  const size = await imageSize(result.blob);
  await expect(size.width).toBe(Math.floor(area.width * window.devicePixelRatio));
  await expect(size.height).toBe(Math.floor(area.height * window.devicePixelRatio));
  await leaveFocus(canvasElement);
};
