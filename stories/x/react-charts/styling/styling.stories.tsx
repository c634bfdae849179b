import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import SeriesColorsDemo from './SeriesColors.tsx';
import seriesColorsSource from './SeriesColors.tsx?demo';
import PaletteSwitcherDemo from './PaletteSwitcher.tsx';
import paletteSwitcherSource from './PaletteSwitcher.tsx?demo';
import SequentialPaletteDemo from './SequentialPalette.tsx';
import sequentialPaletteSource from './SequentialPalette.tsx?demo';
import LightDarkPaletteDemo from './LightDarkPalette.tsx';
import lightDarkPaletteSource from './LightDarkPalette.tsx?demo';
import ColorMapTypesDemo from './ColorMapTypes.tsx';
import colorMapTypesSource from './ColorMapTypes.tsx?demo';
import SxStylingDemo from './SxStyling.tsx';
import sxStylingSource from './SxStyling.tsx?demo';
import AxisColorsStylingDemo from './AxisColorsStyling.tsx';
import axisColorsStylingSource from './AxisColorsStyling.tsx?demo';
import ThemeOverridesDemo from './ThemeOverrides.tsx';
import themeOverridesSource from './ThemeOverrides.tsx?demo';
import GradientSeriesDemo from './GradientSeries.tsx';
import gradientSeriesSource from './GradientSeries.tsx?demo';
import PatternSeriesDemo from './PatternSeries.tsx';
import patternSeriesSource from './PatternSeries.tsx?demo';
import ChartOverlaysDemo from './ChartOverlays.tsx';
import chartOverlaysSource from './ChartOverlays.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const SeriesColors: Story = demoStory(SeriesColorsDemo, seriesColorsSource);
export const PaletteSwitcher: Story = demoStory(PaletteSwitcherDemo, paletteSwitcherSource);
export const SequentialPalette: Story = demoStory(SequentialPaletteDemo, sequentialPaletteSource);
export const LightDarkPalette: Story = demoStory(LightDarkPaletteDemo, lightDarkPaletteSource);
export const ColorMapTypes: Story = demoStory(ColorMapTypesDemo, colorMapTypesSource);
export const SxStyling: Story = demoStory(SxStylingDemo, sxStylingSource);
export const AxisColorsStyling: Story = demoStory(AxisColorsStylingDemo, axisColorsStylingSource);
export const ThemeOverrides: Story = demoStory(ThemeOverridesDemo, themeOverridesSource);
export const GradientSeries: Story = demoStory(GradientSeriesDemo, gradientSeriesSource);
export const PatternSeries: Story = demoStory(PatternSeriesDemo, patternSeriesSource);
export const ChartOverlays: Story = demoStory(ChartOverlaysDemo, chartOverlaysSource);

// Each play function ends where the demo started, with nothing focused, so the capture taken
// after it matches a fresh render.

/** The fill of every bar of the demo, in drawing order. */
const barFills = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('.MuiBarElement-root'), (bar) => bar.getAttribute('fill'));

PaletteSwitcher.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const firstFill = () => barFills(canvasElement)[0];
  await waitFor(() => expect(firstFill()).toBeTruthy());
  const defaultFill = firstFill();
  await userEvent.click(canvas.getByRole('button', { name: 'Mango fusion' }));
  // The first colour of Mango fusion, light or dark variant.
  await waitFor(() => expect(['#173A5E', '#41698F']).toContain(firstFill()));
  await userEvent.click(canvas.getByRole('button', { name: 'Rainbow surge' }));
  await waitFor(() => expect(firstFill()).toBe(defaultFill));
  await leaveFocus(canvasElement);
};

ColorMapTypes.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const distinctFills = () => new Set(barFills(canvasElement)).size;
  // Piecewise: three ranges, three colours.
  await waitFor(() => expect(distinctFills()).toBe(3));
  await userEvent.click(canvas.getByRole('button', { name: 'Continuous' }));
  // Continuous: one colour per distinct temperature.
  await waitFor(() => expect(distinctFills()).toBeGreaterThan(6));
  await userEvent.click(canvas.getByRole('button', { name: 'Ordinal' }));
  // Ordinal: weekends and the other days.
  await waitFor(() => expect(distinctFills()).toBe(2));
  await userEvent.click(canvas.getByRole('button', { name: 'Piecewise' }));
  await waitFor(() => expect(distinctFills()).toBe(3));
  await leaveFocus(canvasElement);
};

ChartOverlays.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const bars = () => canvasElement.querySelectorAll('.MuiBarElement-root');
  await waitFor(() => expect(bars()).toHaveLength(8));
  await userEvent.click(canvas.getByRole('button', { name: 'Loading' }));
  await expect(await canvas.findByText('Loading orders…')).toBeInTheDocument();
  await expect(bars()).toHaveLength(0);
  await userEvent.click(canvas.getByRole('button', { name: 'No data' }));
  await expect(await canvas.findByText('No orders in this period')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Loaded' }));
  await waitFor(() => expect(bars()).toHaveLength(8));
  await expect(canvas.queryByText('No orders in this period')).toBeNull();
  await leaveFocus(canvasElement);
};
