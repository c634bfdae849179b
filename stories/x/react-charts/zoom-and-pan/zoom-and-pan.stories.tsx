import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import ZoomBoundsDemo from './ZoomBounds.tsx';
import zoomBoundsSource from './ZoomBounds.tsx?demo';
import KeyboardRangeSliderDemo from './KeyboardRangeSlider.tsx';
import keyboardRangeSliderSource from './KeyboardRangeSlider.tsx?demo';
import { leaveFocus, pageOf } from '../../../../src/demo/play';
import StockPriceZoomDemo from './StockPriceZoom.tsx';
import stockPriceZoomSource from './StockPriceZoom.tsx?demo';
import RevenueBarsToolbarDemo from './RevenueBarsToolbar.tsx';
import revenueBarsToolbarSource from './RevenueBarsToolbar.tsx?demo';
import UsedCarsScatterZoomDemo from './UsedCarsScatterZoom.tsx';
import usedCarsScatterZoomSource from './UsedCarsScatterZoom.tsx?demo';
import PopulationBarsYZoomDemo from './PopulationBarsYZoom.tsx';
import populationBarsYZoomSource from './PopulationBarsYZoom.tsx?demo';
import InitialZoomDemo from './InitialZoom.tsx';
import initialZoomSource from './InitialZoom.tsx?demo';
import ControlledZoomDemo from './ControlledZoom.tsx';
import controlledZoomSource from './ControlledZoom.tsx?demo';
import ZoomLimitsDemo from './ZoomLimits.tsx';
import zoomLimitsSource from './ZoomLimits.tsx?demo';
import ZoomSliderOptionsDemo from './ZoomSliderOptions.tsx';
import zoomSliderOptionsSource from './ZoomSliderOptions.tsx?demo';
import FixedWindowPanningDemo from './FixedWindowPanning.tsx';
import fixedWindowPanningSource from './FixedWindowPanning.tsx?demo';
import FilterModeComparisonDemo from './FilterModeComparison.tsx';
import filterModeComparisonSource from './FilterModeComparison.tsx?demo';
import SynchronizedChartsDemo from './SynchronizedCharts.tsx';
import synchronizedChartsSource from './SynchronizedCharts.tsx?demo';
import ApiRefZoomButtonsDemo from './ApiRefZoomButtons.tsx';
import apiRefZoomButtonsSource from './ApiRefZoomButtons.tsx?demo';
import ComposedZoomDemo from './ComposedZoom.tsx';
import composedZoomSource from './ComposedZoom.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const StockPriceZoom: Story = demoStory(StockPriceZoomDemo, stockPriceZoomSource);
export const RevenueBarsToolbar: Story = demoStory(RevenueBarsToolbarDemo, revenueBarsToolbarSource);
export const UsedCarsScatterZoom: Story = demoStory(UsedCarsScatterZoomDemo, usedCarsScatterZoomSource);
export const PopulationBarsYZoom: Story = demoStory(PopulationBarsYZoomDemo, populationBarsYZoomSource);
export const InitialZoom: Story = demoStory(InitialZoomDemo, initialZoomSource);
export const ControlledZoom: Story = demoStory(ControlledZoomDemo, controlledZoomSource);
export const ZoomLimits: Story = demoStory(ZoomLimitsDemo, zoomLimitsSource);
export const ZoomSliderOptions: Story = demoStory(ZoomSliderOptionsDemo, zoomSliderOptionsSource);
export const FixedWindowPanning: Story = demoStory(FixedWindowPanningDemo, fixedWindowPanningSource);
export const FilterModeComparison: Story = demoStory(FilterModeComparisonDemo, filterModeComparisonSource);
export const SynchronizedCharts: Story = demoStory(SynchronizedChartsDemo, synchronizedChartsSource);
export const ApiRefZoomButtons: Story = demoStory(ApiRefZoomButtonsDemo, apiRefZoomButtonsSource);
export const ComposedZoom: Story = demoStory(ComposedZoomDemo, composedZoomSource);
export const ZoomBounds: Story = demoStory(ZoomBoundsDemo, zoomBoundsSource);
export const KeyboardRangeSlider: Story = demoStory(KeyboardRangeSliderDemo, keyboardRangeSliderSource);

// Every play function zooms or pans, checks that the axis shows another part of the data, and
// ends on the demo's initial range with the pointer off the chart and nothing focused, so the
// capture taken after it matches a fresh render.

/** The charts' own <svg> elements (those that draw axes), in document order. */
function chartSurfaces(canvasElement: HTMLElement): SVGSVGElement[] {
  const surfaces = Array.from(canvasElement.querySelectorAll('svg')).filter((svg) =>
    svg.querySelector(':scope > .MuiChartsAxis-root, .MuiChartsAxis-root'),
  );
  if (surfaces.length === 0) throw new Error('The chart has not rendered');
  return surfaces.filter((svg) => !surfaces.some((other) => other !== svg && other.contains(svg)));
}

/** The tick labels of the x- or y-axes of a chart, joined: what the reader sees of the visible domain. */
function ticksOf(surface: Element, direction: 'X' | 'Y' = 'X'): string {
  return Array.from(surface.querySelectorAll(`.MuiChartsAxis-direction${direction} .MuiChartsAxis-tickLabel`))
    .map((label) => label.textContent)
    .join(' | ');
}

/** Turns the mouse wheel over `surface` at fractions `x`, `y` of its box: negative `deltaY` zooms in. */
function wheelOver(surface: Element, deltaY: number, x = 0.5, y = 0.5) {
  const box = surface.getBoundingClientRect();
  surface.dispatchEvent(
    new WheelEvent('wheel', {
      deltaY,
      deltaMode: 0,
      clientX: box.left + box.width * x,
      clientY: box.top + box.height * y,
      bubbles: true,
      cancelable: true,
    }),
  );
}

/** Drags the mouse across `element`, between points given as fractions of its box, in a few steps. */
async function dragAcross(element: Element, from: [number, number], to: [number, number]) {
  const box = element.getBoundingClientRect();
  const at = ([x, y]: [number, number]) => ({ clientX: box.left + x * box.width, clientY: box.top + y * box.height });
  const steps = [0.25, 0.5, 0.75, 1].map((t): [number, number] => [
    from[0] + (to[0] - from[0]) * t,
    from[1] + (to[1] - from[1]) * t,
  ]);
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: element, coords: at(from) },
    ...steps.map((point) => ({ target: element, coords: at(point) })),
    { keys: '[/MouseLeft]', target: element, coords: at(to) },
  ]);
}

/** Zooms in with the wheel and waits until the tick labels of `direction` change. */
async function zoomInWithWheel(surface: Element, direction: 'X' | 'Y' = 'X') {
  const before = ticksOf(surface, direction);
  wheelOver(surface, -400);
  await waitFor(() => expect(ticksOf(surface, direction)).not.toBe(before));
}

/** Zooms all the way out with one large wheel turn (back to 0–100%), then moves the pointer away. */
async function zoomOutFully(surface: Element, expectedTicks: string, direction: 'X' | 'Y' = 'X') {
  wheelOver(surface, 5000);
  await waitFor(() => expect(ticksOf(surface, direction)).toBe(expectedTicks));
  await userEvent.unhover(surface);
}

StockPriceZoom.play = async ({ canvasElement }) => {
  const [chart] = chartSurfaces(canvasElement);
  const initial = ticksOf(chart);
  await zoomInWithWheel(chart);
  // Drag to the left: the chart pans towards later dates.
  const zoomed = ticksOf(chart);
  await dragAcross(chart, [0.6, 0.5], [0.3, 0.5]);
  await waitFor(() => expect(ticksOf(chart)).not.toBe(zoomed));
  await zoomOutFully(chart, initial);
};

RevenueBarsToolbar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const [chart] = chartSurfaces(canvasElement);
  const initial = ticksOf(chart);
  const zoomIn = canvas.getByRole('button', { name: 'Zoom in' });
  const zoomOut = canvas.getByRole('button', { name: 'Zoom out' });
  // Fully zoomed out, the zoom-out button has nothing to do.
  await expect(zoomOut).toBeDisabled();
  await userEvent.click(zoomIn);
  await userEvent.click(zoomIn);
  await userEvent.click(zoomIn);
  await waitFor(() => expect(ticksOf(chart)).not.toBe(initial));
  await expect(zoomOut).toBeEnabled();
  // Each click widens the range by 10% of its span: click until the whole axis is back.
  for (let click = 0; click < 10 && !(zoomOut as HTMLButtonElement).disabled; click += 1) {
    await userEvent.click(zoomOut);
  }
  await expect(zoomOut).toBeDisabled();
  await waitFor(() => expect(ticksOf(chart)).toBe(initial));
  await leaveFocus(canvasElement);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull());
};

UsedCarsScatterZoom.play = async ({ canvasElement }) => {
  const [chart] = chartSurfaces(canvasElement);
  const initialX = ticksOf(chart, 'X');
  const initialY = ticksOf(chart, 'Y');
  // Zoom around the low-mileage, high-price corner: both axes narrow.
  wheelOver(chart, -600, 0.3, 0.3);
  await waitFor(() => expect(ticksOf(chart, 'X')).not.toBe(initialX));
  await expect(ticksOf(chart, 'Y')).not.toBe(initialY);
  await zoomOutFully(chart, initialX, 'X');
  await expect(ticksOf(chart, 'Y')).toBe(initialY);
};

PopulationBarsYZoom.play = async ({ canvasElement }) => {
  const [chart] = chartSurfaces(canvasElement);
  const initialCountries = ticksOf(chart, 'Y');
  const initialValues = ticksOf(chart, 'X');
  await zoomInWithWheel(chart, 'Y');
  // filterMode 'discard': the x-axis fits the countries in view.
  await waitFor(() => expect(ticksOf(chart, 'X')).not.toBe(initialValues));
  await zoomOutFully(chart, initialCountries, 'Y');
  await expect(ticksOf(chart, 'X')).toBe(initialValues);
};

InitialZoom.play = async ({ canvasElement }) => {
  const [chart] = chartSurfaces(canvasElement);
  // The chart opens on December only.
  const ticks = ticksOf(chart);
  await expect(ticks).toContain('Dec');
  await expect(ticks).not.toMatch(/Nov/);
};

ControlledZoom.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const [chart] = chartSurfaces(canvasElement);
  const state = canvas.getByTestId('zoom-state');
  await expect(state).toHaveTextContent('start: 0.0%, end: 100.0% (1 Mar to 30 Apr)');
  await zoomInWithWheel(chart);
  await waitFor(() => expect(state).not.toHaveTextContent('start: 0.0%, end: 100.0%'));
  await userEvent.unhover(chart);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset zoom' }));
  await expect(state).toHaveTextContent('start: 0.0%, end: 100.0% (1 Mar to 30 Apr)');
  await leaveFocus(canvasElement);
};

ZoomLimits.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const [chart] = chartSurfaces(canvasElement);
  const readout = canvas.getByTestId('visible-hours');
  await expect(readout).toHaveTextContent('84 hours in view');
  // Half the week is the maximum span: zooming out changes nothing.
  wheelOver(chart, 400);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect(readout).toHaveTextContent('84 hours in view');
  // Zoom in again and again: the span stops at the 6-hour minimum or just above it.
  for (let turn = 0; turn < 14; turn += 1) {
    wheelOver(chart, -400);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
  }
  await waitFor(() => {
    const hours = Number(readout.textContent?.split(' ')[0]);
    expect(hours).toBeGreaterThanOrEqual(6);
    expect(hours).toBeLessThan(10);
  });
  await userEvent.unhover(chart);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset zoom' }));
  await expect(readout).toHaveTextContent('84 hours in view');
  await leaveFocus(canvasElement);
};

ZoomSliderOptions.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const [chart] = chartSurfaces(canvasElement);
  const initial = ticksOf(chart);
  const startThumb = canvasElement.querySelector('.MuiChartAxisZoomSliderThumb-start');
  if (!startThumb) throw new Error('The zoom slider has not rendered');
  // Drag the start thumb a third of the way along the track.
  const box = startThumb.getBoundingClientRect();
  const track = chart.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const x = box.left + box.width / 2;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: startThumb, coords: { clientX: x, clientY: y } },
    { target: startThumb, coords: { clientX: x + track.width / 6, clientY: y } },
    { target: startThumb, coords: { clientX: x + track.width / 3, clientY: y } },
    { keys: '[/MouseLeft]', target: startThumb, coords: { clientX: x + track.width / 3, clientY: y } },
  ]);
  await waitFor(() => expect(ticksOf(chart)).not.toBe(initial));
  await userEvent.unhover(startThumb);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset zoom' }));
  await waitFor(() => expect(ticksOf(chart)).toBe(initial));
  await leaveFocus(canvasElement);
};

FixedWindowPanning.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const [chart] = chartSurfaces(canvasElement);
  const firstWeek = ticksOf(chart);
  await expect(canvas.getByText('Week 1 of 4: 5 Feb to 11 Feb')).toBeVisible();
  // Dragging does not pan: panning is off.
  await dragAcross(chart, [0.7, 0.5], [0.2, 0.5]);
  await expect(ticksOf(chart)).toBe(firstWeek);
  await userEvent.unhover(chart);
  await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
  await expect(canvas.getByText('Week 2 of 4: 12 Feb to 18 Feb')).toBeVisible();
  await waitFor(() => expect(ticksOf(chart)).not.toBe(firstWeek));
  await userEvent.click(canvas.getByRole('button', { name: 'Previous week' }));
  await expect(canvas.getByText('Week 1 of 4: 5 Feb to 11 Feb')).toBeVisible();
  await waitFor(() => expect(ticksOf(chart)).toBe(firstWeek));
  await leaveFocus(canvasElement);
};

FilterModeComparison.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const [chart] = chartSurfaces(canvasElement);
  const keptRange = ticksOf(chart, 'Y');
  await userEvent.click(canvas.getByRole('button', { name: 'discard' }));
  // The y-axis now fits the winter temperatures only.
  await waitFor(() => expect(ticksOf(chart, 'Y')).not.toBe(keptRange));
  await userEvent.click(canvas.getByRole('button', { name: 'keep' }));
  await waitFor(() => expect(ticksOf(chart, 'Y')).toBe(keptRange));
  await leaveFocus(canvasElement);
};

SynchronizedCharts.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const [price, volume] = chartSurfaces(canvasElement);
  const initialVolume = ticksOf(volume);
  // Zoom the price chart: the volume chart follows.
  await zoomInWithWheel(price);
  await waitFor(() => expect(ticksOf(volume)).not.toBe(initialVolume));
  await expect(ticksOf(volume)).toBe(ticksOf(price));
  await userEvent.unhover(price);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset zoom' }));
  await waitFor(() => expect(ticksOf(volume)).toBe(initialVolume));
  await leaveFocus(canvasElement);
};

ApiRefZoomButtons.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const [chart] = chartSurfaces(canvasElement);
  const initial = ticksOf(chart);
  await userEvent.click(canvas.getByRole('button', { name: 'Last two years' }));
  await waitFor(() => expect(ticksOf(chart)).not.toBe(initial));
  await expect(ticksOf(chart)).not.toMatch(/2022/);
  await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
  await waitFor(() => expect(ticksOf(chart)).toMatch(/2021|2022/));
  await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(ticksOf(chart)).toBe(initial));
  await leaveFocus(canvasElement);
};

ComposedZoom.play = async ({ canvasElement }) => {
  const [chart] = chartSurfaces(canvasElement);
  const initial = ticksOf(chart);
  // The chart opens on 2024; pan to the right to reach 2023.
  await expect(initial).not.toMatch(/23/);
  await dragAcross(chart, [0.3, 0.5], [0.8, 0.5]);
  await waitFor(() => expect(ticksOf(chart)).toMatch(/23/));
  // Back to the end of the axis: dragging further left stops at 100%.
  await dragAcross(chart, [0.9, 0.5], [0.05, 0.5]);
  await dragAcross(chart, [0.9, 0.5], [0.05, 0.5]);
  await waitFor(() => expect(ticksOf(chart)).toBe(initial));
  await userEvent.unhover(chart);
};

ZoomBounds.play = async ({ canvasElement }) => {
  const [chart] = chartSurfaces(canvasElement);
  const initial = ticksOf(chart);
  // The chart opens on 2024 and cannot zoom out to 2023.
  await expect(initial).not.toMatch(/23/);
  await zoomInWithWheel(chart);
  // Drag far to the right, towards earlier weeks: the window stops at the start of 2024.
  const zoomed = ticksOf(chart);
  await dragAcross(chart, [0.2, 0.5], [0.9, 0.5]);
  await waitFor(() => expect(ticksOf(chart)).not.toBe(zoomed));
  await expect(ticksOf(chart)).not.toMatch(/23/);
  await zoomOutFully(chart, initial);
};

KeyboardRangeSlider.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const [chart] = chartSurfaces(canvasElement);
  const initial = ticksOf(chart);
  const text = canvas.getByTestId('range-text');
  await expect(text).toHaveTextContent('Showing Jan 2015 to Dec 2024');
  const first = canvas.getByRole('slider', { name: 'First month in view' });
  first.focus();
  // Page Up moves the thumb by ten steps: ten months.
  await userEvent.keyboard('{PageUp}{PageUp}');
  await waitFor(() => expect(text).toHaveTextContent('Showing Sep 2016 to Dec 2024'));
  await waitFor(() => expect(ticksOf(chart)).not.toBe(initial));
  await userEvent.keyboard('{Home}');
  await waitFor(() => expect(text).toHaveTextContent('Showing Jan 2015 to Dec 2024'));
  await waitFor(() => expect(ticksOf(chart)).toBe(initial));
  await leaveFocus(canvasElement);
};
