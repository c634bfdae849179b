import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import BasicRadarDemo from './BasicRadar.tsx';
import basicRadarSource from './BasicRadar.tsx?demo';
import MultiSeriesRadarDemo from './MultiSeriesRadar.tsx';
import multiSeriesRadarSource from './MultiSeriesRadar.tsx?demo';
import RadarSeriesOptionsDemo from './RadarSeriesOptions.tsx';
import radarSeriesOptionsSource from './RadarSeriesOptions.tsx?demo';
import RadarMetricsDemo from './RadarMetrics.tsx';
import radarMetricsSource from './RadarMetrics.tsx?demo';
import RadarGridOptionsDemo from './RadarGridOptions.tsx';
import radarGridOptionsSource from './RadarGridOptions.tsx?demo';
import RadarGridStylingDemo from './RadarGridStyling.tsx';
import radarGridStylingSource from './RadarGridStyling.tsx?demo';
import RadarHighlightModesDemo from './RadarHighlightModes.tsx';
import radarHighlightModesSource from './RadarHighlightModes.tsx?demo';
import RadarControlledHighlightDemo from './RadarControlledHighlight.tsx';
import radarControlledHighlightSource from './RadarControlledHighlight.tsx?demo';
import RadarTooltipTriggerDemo from './RadarTooltipTrigger.tsx';
import radarTooltipTriggerSource from './RadarTooltipTrigger.tsx?demo';
import RadarClickDemo from './RadarClick.tsx';
import radarClickSource from './RadarClick.tsx?demo';
import RadarCompositionDemo from './RadarComposition.tsx';
import radarCompositionSource from './RadarComposition.tsx?demo';
import RadarExportDemo from './RadarExport.tsx';
import radarExportSource from './RadarExport.tsx?demo';
import { clickAtCentre } from '../../../../src/demo/play';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicRadar: Story = demoStory(BasicRadarDemo, basicRadarSource);
export const MultiSeriesRadar: Story = demoStory(MultiSeriesRadarDemo, multiSeriesRadarSource);
export const RadarSeriesOptions: Story = demoStory(RadarSeriesOptionsDemo, radarSeriesOptionsSource);
export const RadarMetrics: Story = demoStory(RadarMetricsDemo, radarMetricsSource);
export const RadarGridOptions: Story = demoStory(RadarGridOptionsDemo, radarGridOptionsSource);
export const RadarGridStyling: Story = demoStory(RadarGridStylingDemo, radarGridStylingSource);
export const RadarHighlightModes: Story = demoStory(RadarHighlightModesDemo, radarHighlightModesSource);
export const RadarControlledHighlight: Story = demoStory(RadarControlledHighlightDemo, radarControlledHighlightSource);
export const RadarTooltipTrigger: Story = demoStory(RadarTooltipTriggerDemo, radarTooltipTriggerSource);
export const RadarClick: Story = demoStory(RadarClickDemo, radarClickSource);
export const RadarComposition: Story = demoStory(RadarCompositionDemo, radarCompositionSource);
export const RadarExport: Story = demoStory(RadarExportDemo, radarExportSource);

// Each play function ends where the demo started (nothing hovered, selected or focused), so the
// capture taken after it matches a fresh render.
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/** The centre of the radar in client coordinates: every radial grid line starts there ("M cx cy …"). */
const radarCentre = (canvasElement: HTMLElement) => {
  const radial = canvasElement.querySelector('.MuiRadarGrid-radial');
  const svg = radial?.closest('svg');
  const match = radial?.getAttribute('d')?.match(/^M\s*([\d.]+)\s+([\d.]+)/);
  if (!svg || !match) throw new Error('The radar grid has not rendered');
  const box = svg.getBoundingClientRect();
  return { clientX: box.left + Number(match[1]), clientY: box.top + Number(match[2]) };
};

/** Moves the pointer onto an element at the given client coordinates. */
const pointAt = async (target: Element, coords: { clientX: number; clientY: number }) => {
  await userEvent.pointer({ target, coords });
};

RadarSeriesOptions.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const marks = () => canvasElement.querySelectorAll('.MuiRadarSeriesPlot-mark');
  await waitFor(() => expect(marks()).toHaveLength(12));
  const hideMarks = canvas.getByRole('switch', { name: 'Hide marks' });
  await userEvent.click(hideMarks);
  await waitFor(() => expect(marks()).toHaveLength(0));
  await userEvent.click(hideMarks);
  await waitFor(() => expect(marks()).toHaveLength(12));
  blurActiveElement(canvasElement);
};

RadarGridOptions.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const divider = () => canvasElement.querySelector('.MuiRadarGrid-divider');
  const stripes = () => canvasElement.querySelectorAll('.MuiRadarGrid-stripe');
  await waitFor(() => expect(divider()?.tagName).toBe('path'));
  await userEvent.click(canvas.getByRole('button', { name: 'Circular' }));
  await waitFor(() => expect(divider()?.tagName).toBe('circle'));
  await userEvent.click(canvas.getByRole('button', { name: 'Sharp' }));
  await waitFor(() => expect(divider()?.tagName).toBe('path'));
  const stripesSwitch = canvas.getByRole('switch', { name: 'Stripes' });
  await expect(stripes().length).toBeGreaterThan(0);
  await userEvent.click(stripesSwitch);
  await waitFor(() => expect(stripes()).toHaveLength(0));
  await userEvent.click(stripesSwitch);
  await waitFor(() => expect(stripes().length).toBeGreaterThan(0));
  blurActiveElement(canvasElement);
};

RadarHighlightModes.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const highlighted = () => canvasElement.querySelectorAll('.MuiRadarSeriesPlot-area.MuiRadarSeriesPlot-highlighted');
  const faded = () => canvasElement.querySelectorAll('.MuiRadarSeriesPlot-area.MuiRadarSeriesPlot-faded');
  await userEvent.click(canvas.getByRole('button', { name: 'Series' }));
  await expect(canvas.getByRole('button', { name: 'Series' })).toHaveAttribute('aria-pressed', 'true');
  // At the centre every shape overlaps; the last series (6C) is drawn on top and gets the pointer.
  const areas = canvasElement.querySelectorAll('.MuiRadarSeriesPlot-area');
  const top = areas[areas.length - 1];
  await pointAt(top, radarCentre(canvasElement));
  await waitFor(() => expect(highlighted()).toHaveLength(1));
  await expect(faded()).toHaveLength(2);
  await userEvent.unhover(top);
  await waitFor(() => expect(highlighted()).toHaveLength(0));
  await userEvent.click(canvas.getByRole('button', { name: 'Axis' }));
  blurActiveElement(canvasElement);
};

RadarControlledHighlight.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const highlighted = () => canvasElement.querySelectorAll('.MuiRadarSeriesPlot-area.MuiRadarSeriesPlot-highlighted');
  const faded = () => canvasElement.querySelectorAll('.MuiRadarSeriesPlot-area.MuiRadarSeriesPlot-faded');
  await expect(highlighted()).toHaveLength(0);
  await userEvent.click(canvas.getByRole('button', { name: 'Web' }));
  await expect(canvas.getByRole('button', { name: 'Web' })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(highlighted()).toHaveLength(1));
  await expect(faded()).toHaveLength(2);
  await userEvent.click(canvas.getByRole('button', { name: 'None' }));
  await waitFor(() => expect(highlighted()).toHaveLength(0));
  await expect(faded()).toHaveLength(0);
  blurActiveElement(canvasElement);
};

RadarTooltipTrigger.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const tooltip = () => canvasElement.ownerDocument.querySelector('.MuiChartsTooltip-root');
  await userEvent.click(canvas.getByRole('button', { name: 'Item' }));
  await expect(canvas.getByRole('button', { name: 'Item' })).toHaveAttribute('aria-pressed', 'true');
  // The last series, Sweden, is drawn on top of the others at the centre of the radar.
  const areas = canvasElement.querySelectorAll('.MuiRadarSeriesPlot-area');
  const top = areas[areas.length - 1];
  await pointAt(top, radarCentre(canvasElement));
  // The item tooltip lists every metric of the hovered series.
  await waitFor(() => expect(tooltip()).toHaveTextContent('Sweden'));
  await expect(tooltip()).toHaveTextContent('Games console');
  await expect(tooltip()).toHaveTextContent('96% of households');
  await userEvent.unhover(top);
  await waitFor(() => expect(tooltip()).toBeNull());
  await userEvent.click(canvas.getByRole('button', { name: 'Axis' }));
  blurActiveElement(canvasElement);
};

RadarClick.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Mark clicked: none yet')).toBeInTheDocument();
  // The marks of the second series follow those of the first: index 7 is Garden Inn, Cleanliness.
  const mark = canvasElement.querySelectorAll('.MuiRadarSeriesPlot-mark')[7];
  if (!mark) throw new Error('The marks have not rendered');
  await clickAtCentre(mark);
  await waitFor(() => expect(canvas.getByText('Mark clicked: Garden Inn, Cleanliness: 4.7')).toBeInTheDocument());
  await waitFor(() =>
    expect(canvas.getByText('Metric clicked: Cleanliness: Harbour Hotel 4.1, Garden Inn 4.7')).toBeInTheDocument(),
  );
  await userEvent.unhover(mark);
  await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
  await expect(canvas.getByText('Mark clicked: none yet')).toBeInTheDocument();
  blurActiveElement(canvasElement);
};
