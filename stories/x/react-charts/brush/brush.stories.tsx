import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import ZoomSliderSelectionDemo from './ZoomSliderSelection.tsx';
import zoomSliderSelectionSource from './ZoomSliderSelection.tsx?demo';
import DragSelectRangeDemo from './DragSelectRange.tsx';
import dragSelectRangeSource from './DragSelectRange.tsx?demo';
import ScatterBoxSelectDemo from './ScatterBoxSelect.tsx';
import scatterBoxSelectSource from './ScatterBoxSelect.tsx?demo';
import BrushToZoomDemo from './BrushToZoom.tsx';
import brushToZoomSource from './BrushToZoom.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ZoomSliderSelection: Story = demoStory(ZoomSliderSelectionDemo, zoomSliderSelectionSource);
export const DragSelectRange: Story = demoStory(DragSelectRangeDemo, dragSelectRangeSource);
export const ScatterBoxSelect: Story = demoStory(ScatterBoxSelectDemo, scatterBoxSelectSource);
export const BrushToZoom: Story = demoStory(BrushToZoomDemo, brushToZoomSource);

// Each play function ends where the demo started: no selection, the full range, the pointer off
// the chart and nothing focused, so the capture taken after it matches a fresh render.
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/**
 * Drags the mouse across `element`, from and to points given as fractions of its width and height,
 * in a few steps as a hand would.
 */
const dragAcross = async (element: Element, from: [number, number], to: [number, number]) => {
  const box = element.getBoundingClientRect();
  const at = ([x, y]: [number, number]) => ({ clientX: box.left + x * box.width, clientY: box.top + y * box.height });
  const middle: [number, number] = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: element, coords: at(from) },
    { target: element, coords: at(middle) },
    { target: element, coords: at(to) },
    { keys: '[/MouseLeft]', target: element, coords: at(to) },
  ]);
};

const selectorOf = (canvasElement: HTMLElement, cursor: string) => {
  const rect = canvasElement.querySelector(`rect[cursor="${cursor}"]`);
  if (!rect) throw new Error('The chart has not rendered');
  return rect;
};

ZoomSliderSelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Showing 1 Jan to 31 Dec')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Q2' }));
  await expect(canvas.getByText('Showing 1 Apr to 30 Jun')).toBeVisible();
  // The slider follows the zoom: its thumbs now frame the second quarter. Drag the end thumb to the left.
  const endThumb = canvasElement.querySelector('.MuiChartAxisZoomSliderThumb-end');
  if (!endThumb) throw new Error('The zoom slider has not rendered');
  const box = endThumb.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const x = box.left + box.width / 2;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: endThumb, coords: { clientX: x, clientY: y } },
    { target: endThumb, coords: { clientX: x - 20, clientY: y } },
    { target: endThumb, coords: { clientX: x - 40, clientY: y } },
    { keys: '[/MouseLeft]', target: endThumb, coords: { clientX: x - 40, clientY: y } },
  ]);
  await waitFor(() => expect(canvas.queryByText('Showing 1 Apr to 30 Jun')).toBeNull());
  await expect(canvas.getByText(/^Showing 1 Apr to \d+ (May|Jun)$/)).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Whole year' }));
  await expect(canvas.getByText('Showing 1 Jan to 31 Dec')).toBeVisible();
  await userEvent.unhover(endThumb);
  blurActiveElement(canvasElement);
};

DragSelectRange.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const selector = selectorOf(canvasElement, 'crosshair');
  await expect(canvas.getByText('Drag across the chart to select a period.')).toBeVisible();
  await dragAcross(selector, [0.25, 0.5], [0.6, 0.5]);
  await waitFor(() => expect(canvas.getByText(/trading days/)).toBeVisible());
  await expect(canvas.getByTestId('selected-range')).toBeInTheDocument();
  await userEvent.unhover(selector);
  await userEvent.unhover(selector.closest('svg')!);
  await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
  await expect(canvas.getByText('Drag across the chart to select a period.')).toBeVisible();
  await expect(canvas.queryByTestId('selected-range')).toBeNull();
  blurActiveElement(canvasElement);
};

ScatterBoxSelect.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const selector = selectorOf(canvasElement, 'crosshair');
  // From the top left corner (new and expensive) to the middle.
  await dragAcross(selector, [0.02, 0.02], [0.5, 0.5]);
  await waitFor(() => expect(canvas.getByText(/cars? selected/)).toBeVisible());
  await expect(canvas.getByText(/Leon 1\.5/)).toBeVisible();
  await userEvent.unhover(selector);
  // The pointer also leaves the chart itself, so no point stays highlighted by the scatter's hover.
  await userEvent.unhover(selector.closest('svg')!);
  await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
  await expect(canvas.getByText('Drag a rectangle over the chart to select cars.')).toBeVisible();
  blurActiveElement(canvasElement);
};

BrushToZoom.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const selector = selectorOf(canvasElement, 'zoom-in');
  await expect(canvas.getByText('Showing the whole day: drag across the chart to zoom in.')).toBeVisible();
  await dragAcross(selector, [0.3, 0.5], [0.6, 0.5]);
  await waitFor(() => expect(canvas.getByText(/^Showing \d\d:\d\d to \d\d:\d\d$/)).toBeVisible());
  await userEvent.unhover(selector);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset zoom' }));
  await expect(canvas.getByText('Showing the whole day: drag across the chart to zoom in.')).toBeVisible();
  blurActiveElement(canvasElement);
};
