import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import ProviderAndSurfaceDemo from './ProviderAndSurface.tsx';
import providerAndSurfaceSource from './ProviderAndSurface.tsx?demo';
import SwitchSeriesTypeDemo from './SwitchSeriesType.tsx';
import switchSeriesTypeSource from './SwitchSeriesType.tsx?demo';
import WeatherCompositionDemo from './WeatherComposition.tsx';
import weatherCompositionSource from './WeatherComposition.tsx?demo';
import DrawingOrderDemo from './DrawingOrder.tsx';
import drawingOrderSource from './DrawingOrder.tsx?demo';
import ClipToDrawingAreaDemo from './ClipToDrawingArea.tsx';
import clipToDrawingAreaSource from './ClipToDrawingArea.tsx?demo';
import LegendTooltipLayoutDemo from './LegendTooltipLayout.tsx';
import legendTooltipLayoutSource from './LegendTooltipLayout.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ProviderAndSurface: Story = demoStory(ProviderAndSurfaceDemo, providerAndSurfaceSource);
export const SwitchSeriesType: Story = demoStory(SwitchSeriesTypeDemo, switchSeriesTypeSource);
export const WeatherComposition: Story = demoStory(WeatherCompositionDemo, weatherCompositionSource);
export const DrawingOrder: Story = demoStory(DrawingOrderDemo, drawingOrderSource);
export const ClipToDrawingArea: Story = demoStory(ClipToDrawingAreaDemo, clipToDrawingAreaSource);
export const LegendTooltipLayout: Story = demoStory(LegendTooltipLayoutDemo, legendTooltipLayoutSource);

// Each play function ends where the demo started, with nothing hovered or focused.

SwitchSeriesType.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const bars = () => canvasElement.querySelectorAll('.MuiBarElement-root');
  const lines = () => canvasElement.querySelectorAll('.MuiLineElement-root');
  await waitFor(() => expect(bars()).toHaveLength(16));
  await expect(lines()).toHaveLength(0);
  await userEvent.click(canvas.getByRole('button', { name: 'Lines' }));
  // The same series, now drawn by LinePlot; BarPlot has nothing left to draw.
  await waitFor(() => expect(lines()).toHaveLength(2));
  await expect(bars()).toHaveLength(0);
  await userEvent.click(canvas.getByRole('button', { name: 'Bars' }));
  await waitFor(() => expect(bars()).toHaveLength(16));
  await expect(lines()).toHaveLength(0);
  await leaveFocus(canvasElement);
};

DrawingOrder.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // True when the line comes after the bars in the <svg>, so it is painted over them.
  const lineOnTop = () => {
    const bar = canvasElement.querySelector('.MuiBarElement-root');
    const line = canvasElement.querySelector('.MuiLineElement-root');
    if (!bar || !line) throw new Error('The chart has not rendered');
    return Boolean(bar.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING);
  };
  await waitFor(() => expect(lineOnTop()).toBe(true));
  await userEvent.click(canvas.getByRole('button', { name: 'Line, then bars' }));
  await waitFor(() => expect(lineOnTop()).toBe(false));
  await userEvent.click(canvas.getByRole('button', { name: 'Bars, then line' }));
  await waitFor(() => expect(lineOnTop()).toBe(true));
  await leaveFocus(canvasElement);
};

ClipToDrawingArea.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The <clipPath> that ChartsClipPath defines, and the group that uses it.
  const clipPathId = canvasElement.querySelector('clipPath[id$="-clip-path"]')?.id;
  if (!clipPathId) throw new Error('The chart has not rendered');
  const clippedGroup = () => canvasElement.querySelector(`g[clip-path="url(#${CSS.escape(clipPathId)})"]`);
  await expect(clippedGroup()).not.toBeNull();
  const clipSwitch = canvas.getByRole('switch', { name: 'Clip to the drawing area' });
  await userEvent.click(clipSwitch);
  await waitFor(() => expect(clippedGroup()).toBeNull());
  await userEvent.click(clipSwitch);
  await waitFor(() => expect(clippedGroup()).not.toBeNull());
  await leaveFocus(canvasElement);
};

LegendTooltipLayout.play = async ({ canvasElement }) => {
  const surface = canvasElement.querySelector('figure svg');
  if (!surface) throw new Error('The chart has not rendered');
  const tooltip = () => canvasElement.ownerDocument.querySelector('.MuiChartsTooltip-root');
  await expect(tooltip()).toBeNull();
  const box = surface.getBoundingClientRect();
  await userEvent.pointer({
    target: surface,
    coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 },
  });
  // The axis tooltip lists every source for the year under the pointer.
  await waitFor(() => expect(tooltip()).toHaveTextContent('Hydro'));
  await expect(tooltip()).toHaveTextContent('Gas');
  await userEvent.unhover(surface);
  await waitFor(() => expect(tooltip()).toBeNull());
};
