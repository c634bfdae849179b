import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import ColumnWidthDemo from './ColumnWidth.tsx';
import columnWidthSource from './ColumnWidth.tsx?demo';
import FluidWidthDemo from './FluidWidth.tsx';
import fluidWidthSource from './FluidWidth.tsx?demo';
import ColumnResizingDemo from './ColumnResizing.tsx';
import columnResizingSource from './ColumnResizing.tsx?demo';
import ResizeEventsDemo from './ResizeEvents.tsx';
import resizeEventsSource from './ResizeEvents.tsx?demo';
import PersistColumnWidthsDemo from './PersistColumnWidths.tsx';
import persistColumnWidthsSource from './PersistColumnWidths.tsx?demo';
import ColumnAutosizingDemo from './ColumnAutosizing.tsx';
import columnAutosizingSource from './ColumnAutosizing.tsx?demo';
import AutosizeOnMountDemo from './AutosizeOnMount.tsx';
import autosizeOnMountSource from './AutosizeOnMount.tsx?demo';
import AutosizeAfterLoadingDemo from './AutosizeAfterLoading.tsx';
import autosizeAfterLoadingSource from './AutosizeAfterLoading.tsx?demo';
import AutosizeDynamicRowHeightDemo from './AutosizeDynamicRowHeight.tsx';
import autosizeDynamicRowHeightSource from './AutosizeDynamicRowHeight.tsx?demo';
import AutosizeGroupedRowsDemo from './AutosizeGroupedRows.tsx';
import autosizeGroupedRowsSource from './AutosizeGroupedRows.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ColumnWidth: Story = demoStory(ColumnWidthDemo, columnWidthSource);
export const FluidWidth: Story = demoStory(FluidWidthDemo, fluidWidthSource);
export const ColumnResizing: Story = demoStory(ColumnResizingDemo, columnResizingSource);
export const ResizeEvents: Story = demoStory(ResizeEventsDemo, resizeEventsSource);
export const PersistColumnWidths: Story = demoStory(PersistColumnWidthsDemo, persistColumnWidthsSource);
export const ColumnAutosizing: Story = demoStory(ColumnAutosizingDemo, columnAutosizingSource);
export const AutosizeOnMount: Story = demoStory(AutosizeOnMountDemo, autosizeOnMountSource);
export const AutosizeAfterLoading: Story = demoStory(AutosizeAfterLoadingDemo, autosizeAfterLoadingSource);
export const AutosizeDynamicRowHeight: Story = demoStory(AutosizeDynamicRowHeightDemo, autosizeDynamicRowHeightSource);
export const AutosizeGroupedRows: Story = demoStory(AutosizeGroupedRowsDemo, autosizeGroupedRowsSource);

/** Scripted clicks count as keyboard focus for the browser: end a play without a focus ring. */
function blurFocused(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

function columnHeader(canvasElement: HTMLElement, field: string) {
  const header = canvasElement.querySelector<HTMLElement>(`[role="columnheader"][data-field="${field}"]`);
  if (!header) throw new Error(`No header for the "${field}" column`);
  return header;
}

function headerWidth(canvasElement: HTMLElement, field: string) {
  return columnHeader(canvasElement, field).getBoundingClientRect().width;
}

/** Drags the resize handle of a column so that it grows by `distance` pixels (mirrored in RTL). */
async function dragColumnEdge(canvasElement: HTMLElement, field: string, distance: number) {
  const header = columnHeader(canvasElement, field);
  const separator = header.querySelector<HTMLElement>('.MuiDataGrid-columnSeparator--resizable');
  if (!separator) throw new Error(`The "${field}" column cannot be resized`);
  const doc = separator.ownerDocument;
  const delta = getComputedStyle(header).direction === 'rtl' ? -distance : distance;
  const { left, top, width, height } = separator.getBoundingClientRect();
  const start = { clientX: left + width / 2, clientY: top + height / 2 };
  const end = { clientX: start.clientX + delta, clientY: start.clientY };
  fireEvent.mouseDown(separator, { button: 0, buttons: 1, ...start });
  fireEvent.mouseMove(doc, { buttons: 1, ...end });
  fireEvent.mouseUp(doc, { button: 0, ...end });
  // After a resize the grid swallows every click for 100 ms (the one that ends the drag): a click
  // of the play function any sooner would be lost.
  await new Promise((resolve) => setTimeout(resolve, 150));
}

ColumnResizing.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const resizableIn = (field: string) =>
    columnHeader(canvasElement, field).querySelector('.MuiDataGrid-columnSeparator--resizable');
  await expect(resizableIn('name')).not.toBeNull();
  await expect(resizableIn('team')).toBeNull();

  const toggle = canvas.getByRole('switch', { name: 'Disable column resizing' });
  await userEvent.click(toggle);
  await waitFor(() => expect(resizableIn('name')).toBeNull());
  await userEvent.click(toggle);
  await waitFor(() => expect(resizableIn('name')).not.toBeNull());
};

ResizeEvents.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('onColumnWidthChange: no change yet')).toBeInTheDocument();
  await dragColumnEdge(canvasElement, 'company', 60);
  await waitFor(() => expect(canvas.getByText(/Company is now \d+ px wide/)).toBeInTheDocument());
  const reported = Number(/is now (\d+) px/.exec(canvas.getByText(/Company is now/).textContent ?? '')?.[1]);
  await expect(reported).toBeGreaterThan(180);
  await waitFor(() => expect(Math.abs(headerWidth(canvasElement, 'company') - reported)).toBeLessThanOrEqual(1));
};

PersistColumnWidths.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await dragColumnEdge(canvasElement, 'customer', 70);
  await waitFor(() => expect(headerWidth(canvasElement, 'customer')).toBeGreaterThan(220));
  const resized = headerWidth(canvasElement, 'customer');

  // New column definitions, same width: it was saved by onColumnWidthChange.
  await userEvent.click(canvas.getByRole('switch', { name: 'Show the email column' }));
  await waitFor(() => expect(canvasElement.querySelector('[role="columnheader"][data-field="email"]')).not.toBeNull());
  await expect(Math.abs(headerWidth(canvasElement, 'customer') - resized)).toBeLessThanOrEqual(1);
  blurFocused(canvasElement);
};

ColumnAutosizing.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(headerWidth(canvasElement, 'owner')).toBeLessThanOrEqual(100);
  await userEvent.click(canvas.getByRole('button', { name: 'Autosize columns' }));
  await waitFor(() => expect(headerWidth(canvasElement, 'owner')).toBeGreaterThan(100));
};

AutosizeAfterLoading.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText('Zurich Bahnhofstrasse');
  await userEvent.click(canvas.getByRole('button', { name: 'Asia' }));
  await canvas.findByText('Singapore Marina Bay Sands');
  await waitFor(() => expect(headerWidth(canvasElement, 'store')).toBeGreaterThan(150));
};
