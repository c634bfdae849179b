import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf, pointAt } from '../../../../src/demo/play';
import AxisHighlightOptionsDemo from './AxisHighlightOptions.tsx';
import axisHighlightOptionsSource from './AxisHighlightOptions.tsx?demo';
import HighlightScopePlaygroundDemo from './HighlightScopePlayground.tsx';
import highlightScopePlaygroundSource from './HighlightScopePlayground.tsx?demo';
import ControlledHighlightDemo from './ControlledHighlight.tsx';
import controlledHighlightSource from './ControlledHighlight.tsx?demo';
import ControlledAxisHighlightDemo from './ControlledAxisHighlight.tsx';
import controlledAxisHighlightSource from './ControlledAxisHighlight.tsx?demo';
import SyncedHighlightDemo from './SyncedHighlight.tsx';
import syncedHighlightSource from './SyncedHighlight.tsx?demo';
import SyncedAxisHighlightDemo from './SyncedAxisHighlight.tsx';
import syncedAxisHighlightSource from './SyncedAxisHighlight.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const AxisHighlightOptions: Story = demoStory(AxisHighlightOptionsDemo, axisHighlightOptionsSource);
export const HighlightScopePlayground: Story = demoStory(HighlightScopePlaygroundDemo, highlightScopePlaygroundSource);
export const ControlledHighlight: Story = demoStory(ControlledHighlightDemo, controlledHighlightSource);
export const ControlledAxisHighlight: Story = demoStory(ControlledAxisHighlightDemo, controlledAxisHighlightSource);
export const SyncedHighlight: Story = demoStory(SyncedHighlightDemo, syncedHighlightSource);
export const SyncedAxisHighlight: Story = demoStory(SyncedAxisHighlightDemo, syncedAxisHighlightSource);

// Each play function ends where the demo started: same options, the pointer off the charts and
// nothing focused, so the capture taken after it matches a fresh render.
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

const nth = (root: ParentNode, selector: string, index: number) => {
  const element = root.querySelectorAll(selector)[index];
  if (!element) throw new Error(`No element ${selector} at index ${index}`);
  return element;
};

const axisHighlights = (root: ParentNode) => root.querySelectorAll('.MuiChartsAxisHighlight-root');

AxisHighlightOptions.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const page = pageOf(canvasElement);
  const bar = () => nth(canvasElement, '.MuiBarElement-root', 6);
  const highlightGroup = within(canvas.getByRole('group', { name: 'Highlight of the month axis' }));
  await expect(axisHighlights(canvasElement)).toHaveLength(0);
  // The default for bars: a band over the month under the pointer, closed into a rectangle.
  await pointAt(bar());
  await waitFor(() => expect(axisHighlights(canvasElement)).toHaveLength(1));
  await expect(axisHighlights(canvasElement)[0].getAttribute('d')).toMatch(/Z$/);
  await userEvent.unhover(bar());
  await waitFor(() => expect(axisHighlights(canvasElement)).toHaveLength(0));
  // 'none': no highlight, and the tooltip still opens since its trigger is explicit.
  await userEvent.click(highlightGroup.getByRole('button', { name: 'none' }));
  await pointAt(bar());
  await waitFor(() => expect(page.getByRole('tooltip')).toBeVisible());
  await expect(axisHighlights(canvasElement)).toHaveLength(0);
  await userEvent.unhover(bar());
  await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  await userEvent.click(highlightGroup.getByRole('button', { name: 'band' }));
  blurActiveElement(canvasElement);
};

HighlightScopePlayground.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const highlighted = () => canvasElement.querySelectorAll('.MuiBarElement-highlighted');
  const faded = () => canvasElement.querySelectorAll('.MuiBarElement-faded');
  // The wind bar of spring: series 2, quarter 2.
  const bar = () => nth(canvasElement, '.MuiBarElement-series-wind', 1);
  await userEvent.hover(bar());
  // highlight: 'item', fade: 'global': one bar stands out, the eleven others fade.
  await waitFor(() => expect(highlighted()).toHaveLength(1));
  await expect(faded()).toHaveLength(11);
  await userEvent.unhover(bar());
  await waitFor(() => expect(faded()).toHaveLength(0));
  const highlightGroup = within(canvas.getByRole('group', { name: 'highlight' }));
  await userEvent.click(highlightGroup.getByRole('button', { name: 'series' }));
  await userEvent.hover(bar());
  // highlight: 'series': the four wind bars stand out, the eight others fade.
  await waitFor(() => expect(highlighted()).toHaveLength(4));
  await expect(faded()).toHaveLength(8);
  await userEvent.unhover(bar());
  await waitFor(() => expect(highlighted()).toHaveLength(0));
  await userEvent.click(highlightGroup.getByRole('button', { name: 'item' }));
  blurActiveElement(canvasElement);
};

ControlledHighlight.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const highlighted = () => canvasElement.querySelectorAll('.MuiBarElement-highlighted');
  await expect(canvas.getByText('No bar highlighted')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Tablets' }));
  await expect(canvas.getByText('Tablets, Q1: 8.1k devices')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Q3' }));
  await expect(canvas.getByText('Tablets, Q3: 9.4k devices')).toBeVisible();
  await waitFor(() => expect(highlighted()).toHaveLength(1));
  await expect(nth(canvasElement, '.MuiBarElement-series-tablets', 2)).toHaveClass('MuiBarElement-highlighted');
  // Hovering a bar reports it through onHighlightChange: the buttons follow.
  const phonesQ2 = nth(canvasElement, '.MuiBarElement-series-phones', 1);
  await userEvent.hover(phonesQ2);
  await waitFor(() => expect(canvas.getByText('Phones, Q2: 19.9k devices')).toBeVisible());
  await expect(canvas.getByRole('button', { name: 'Phones' })).toHaveAttribute('aria-pressed', 'true');
  // Leaving the bar clears the highlight.
  await userEvent.unhover(phonesQ2);
  await waitFor(() => expect(canvas.getByText('No bar highlighted')).toBeVisible());
  await expect(canvas.getByRole('button', { name: 'None' })).toHaveAttribute('aria-pressed', 'true');
  await expect(highlighted()).toHaveLength(0);
  blurActiveElement(canvasElement);
};

ControlledAxisHighlight.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(axisHighlights(canvasElement)).toHaveLength(0);
  await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
  await expect(canvas.getByText('Tue 2 Jul: 9,630 steps')).toBeVisible();
  await waitFor(() => expect(axisHighlights(canvasElement)).toHaveLength(1));
  await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
  await expect(canvas.getByText('No day highlighted')).toBeVisible();
  await waitFor(() => expect(axisHighlights(canvasElement)).toHaveLength(0));
  // The pointer reports the day under it through onHighlightedAxisChange.
  const line = nth(canvasElement, '.MuiLineElement-root', 0);
  await pointAt(line);
  await waitFor(() => expect(canvas.queryByText('No day highlighted')).toBeNull());
  await expect(canvas.getByText(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d+ Jul: [\d,]+ steps$/)).toBeVisible();
  await userEvent.unhover(line);
  await waitFor(() => expect(canvas.getByText('No day highlighted')).toBeVisible());
  await waitFor(() => expect(axisHighlights(canvasElement)).toHaveLength(0));
  blurActiveElement(canvasElement);
};

SyncedHighlight.play = async ({ canvasElement }) => {
  const slices = () => canvasElement.querySelectorAll('.MuiPieArc-root');
  const bar = nth(canvasElement, '.MuiBarElement-root', 2);
  await userEvent.hover(bar);
  // The South bar is highlighted, and so is the South slice of the pie.
  await waitFor(() => expect(slices()[2]).toHaveAttribute('data-highlighted', 'true'));
  await expect(canvasElement.querySelectorAll('.MuiPieArc-root[data-faded]')).toHaveLength(4);
  await userEvent.unhover(bar);
  await waitFor(() => expect(canvasElement.querySelectorAll('.MuiPieArc-root[data-faded]')).toHaveLength(0));
  // And the other way round.
  await userEvent.hover(slices()[0]);
  await waitFor(() => expect(nth(canvasElement, '.MuiBarElement-root', 0)).toHaveClass('MuiBarElement-highlighted'));
  await userEvent.unhover(slices()[0]);
  await waitFor(() => expect(canvasElement.querySelectorAll('.MuiBarElement-faded')).toHaveLength(0));
};

SyncedAxisHighlight.play = async ({ canvasElement }) => {
  // The two charts' <svg> elements, found from their lines.
  const charts = Array.from(canvasElement.querySelectorAll('.MuiLineElement-root')).map((line) => line.closest('svg')!);
  await expect(charts).toHaveLength(2);
  const [temperatureChart, windChart] = charts;
  const line = nth(temperatureChart, '.MuiLineElement-root', 0);
  await pointAt(line);
  // The pointer is over the temperature chart; the wind chart highlights the same hour.
  await waitFor(() => expect(axisHighlights(windChart)).toHaveLength(1));
  await expect(axisHighlights(temperatureChart)).toHaveLength(1);
  await expect(axisHighlights(windChart)[0].getAttribute('d')).toBe(axisHighlights(temperatureChart)[0].getAttribute('d'));
  await userEvent.unhover(line);
  await waitFor(() => expect(axisHighlights(windChart)).toHaveLength(0));
  await expect(axisHighlights(temperatureChart)).toHaveLength(0);
};
