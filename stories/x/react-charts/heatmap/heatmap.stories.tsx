import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { piecewiseColorLegendClasses } from '@mui/x-charts/ChartsLegend';
import { heatmapClasses } from '@mui/x-charts-pro/Heatmap';
import { demoStory } from '../../../../src/demo/story';
import BasicHeatmapDemo from './BasicHeatmap.tsx';
import basicHeatmapSource from './BasicHeatmap.tsx?demo';
import HeatmapColorMapDemo from './HeatmapColorMap.tsx';
import heatmapColorMapSource from './HeatmapColorMap.tsx?demo';
import HeatmapLegendDemo from './HeatmapLegend.tsx';
import heatmapLegendSource from './HeatmapLegend.tsx?demo';
import HeatmapHighlightDemo from './HeatmapHighlight.tsx';
import heatmapHighlightSource from './HeatmapHighlight.tsx?demo';
import HeatmapTooltipFormatDemo from './HeatmapTooltipFormat.tsx';
import heatmapTooltipFormatSource from './HeatmapTooltipFormat.tsx?demo';
import HeatmapCustomCellDemo from './HeatmapCustomCell.tsx';
import heatmapCustomCellSource from './HeatmapCustomCell.tsx?demo';
import CalendarHeatmapDemo from './CalendarHeatmap.tsx';
import calendarHeatmapSource from './CalendarHeatmap.tsx?demo';
import HeatmapCellClickDemo from './HeatmapCellClick.tsx';
import heatmapCellClickSource from './HeatmapCellClick.tsx?demo';
import HeatmapExportDemo from './HeatmapExport.tsx';
import heatmapExportSource from './HeatmapExport.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicHeatmap: Story = demoStory(BasicHeatmapDemo, basicHeatmapSource);
export const HeatmapColorMap: Story = demoStory(HeatmapColorMapDemo, heatmapColorMapSource);
export const HeatmapLegend: Story = demoStory(HeatmapLegendDemo, heatmapLegendSource);
export const HeatmapHighlight: Story = demoStory(HeatmapHighlightDemo, heatmapHighlightSource);
export const HeatmapTooltipFormat: Story = demoStory(HeatmapTooltipFormatDemo, heatmapTooltipFormatSource);
export const HeatmapCustomCell: Story = demoStory(HeatmapCustomCellDemo, heatmapCustomCellSource);
export const CalendarHeatmap: Story = demoStory(CalendarHeatmapDemo, calendarHeatmapSource);
export const HeatmapCellClick: Story = demoStory(HeatmapCellClickDemo, heatmapCellClickSource);
export const HeatmapExport: Story = demoStory(HeatmapExportDemo, heatmapExportSource);

// Each play function ends where the demo started (nothing hovered, selected or focused), so the
// capture taken after it matches a fresh render.
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

const centreOf = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
};

/** The heatmap's cells, in the order of the series data. */
const cellsOf = (canvasElement: HTMLElement) => canvasElement.querySelectorAll(`.${heatmapClasses.cell}`);

HeatmapColorMap.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const cell = () => cellsOf(canvasElement)[0];
  // Helsinki in January, −4 °C: a pale blue on the continuous map, the coldest band on the piecewise one.
  await waitFor(() => expect(cell()).toBeDefined());
  await userEvent.click(canvas.getByRole('button', { name: 'Piecewise' }));
  await expect(canvas.getByRole('button', { name: 'Piecewise' })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(canvasElement.querySelector(`.${piecewiseColorLegendClasses.root}`)).not.toBeNull());
  await waitFor(() => expect(getComputedStyle(cell()).fill).toBe('rgb(33, 102, 172)'));
  await userEvent.click(canvas.getByRole('button', { name: 'Continuous' }));
  await waitFor(() => expect(canvasElement.querySelector(`.${piecewiseColorLegendClasses.root}`)).toBeNull());
  blurActiveElement(canvasElement);
};

HeatmapHighlight.play = async ({ canvasElement }) => {
  const highlighted = () => canvasElement.querySelectorAll(`.${heatmapClasses.highlighted}`);
  const faded = () => canvasElement.querySelectorAll(`.${heatmapClasses.faded}`);
  await waitFor(() => expect(cellsOf(canvasElement)).toHaveLength(36));
  await expect(faded()).toHaveLength(0);
  // Vanilla in July.
  const cell = cellsOf(canvasElement)[3];
  await userEvent.pointer({ target: cell, coords: centreOf(cell) });
  await waitFor(() => expect(highlighted()).toHaveLength(1));
  await expect(faded()).toHaveLength(35);
  await userEvent.unhover(cell);
  await waitFor(() => expect(faded()).toHaveLength(0));
};

HeatmapTooltipFormat.play = async ({ canvasElement }) => {
  const tooltip = () => canvasElement.ownerDocument.querySelector('.MuiChartsTooltip-root');
  await waitFor(() => expect(cellsOf(canvasElement)).toHaveLength(50));
  // Tuesday (second row), 10:00 (third column).
  const cell = cellsOf(canvasElement)[12];
  await userEvent.pointer({ target: cell, coords: centreOf(cell) });
  await waitFor(() => expect(tooltip()).toHaveTextContent('10:00–11:00'));
  await expect(tooltip()).toHaveTextContent('Tuesday');
  await expect(tooltip()).toHaveTextContent('63 calls');
  await userEvent.unhover(cell);
  await waitFor(() => expect(tooltip()).toBeNull());
};

HeatmapCellClick.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Cell clicked: none yet')).toBeInTheDocument();
  // South (third row), Q1 (first column).
  const cell = cellsOf(canvasElement)[8];
  await userEvent.click(cell);
  await expect(canvas.getByText('Cell clicked: South, Q1 2024: +11%')).toBeInTheDocument();
  await userEvent.unhover(cell);
  await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
  await expect(canvas.getByText('Cell clicked: none yet')).toBeInTheDocument();
  blurActiveElement(canvasElement);
};
