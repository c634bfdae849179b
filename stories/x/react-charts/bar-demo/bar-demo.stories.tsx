import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import TinyBarChartDemo from './TinyBarChart.tsx';
import tinyBarChartSource from './TinyBarChart.tsx?demo';
import SimpleBarChartDemo from './SimpleBarChart.tsx';
import simpleBarChartSource from './SimpleBarChart.tsx?demo';
import StackedBarChartDemo from './StackedBarChart.tsx';
import stackedBarChartSource from './StackedBarChart.tsx?demo';
import MixedBarChartDemo from './MixedBarChart.tsx';
import mixedBarChartSource from './MixedBarChart.tsx?demo';
import PositiveAndNegativeBarChartDemo from './PositiveAndNegativeBarChart.tsx';
import positiveAndNegativeBarChartSource from './PositiveAndNegativeBarChart.tsx?demo';
import BarChartStackedBySignDemo from './BarChartStackedBySign.tsx';
import barChartStackedBySignSource from './BarChartStackedBySign.tsx?demo';
import BiaxialBarChartDemo from './BiaxialBarChart.tsx';
import biaxialBarChartSource from './BiaxialBarChart.tsx?demo';
import PopulationPyramidBarChartDemo from './PopulationPyramidBarChart.tsx';
import populationPyramidBarChartSource from './PopulationPyramidBarChart.tsx?demo';
import WaterfallChartDemo from './WaterfallChart.tsx';
import waterfallChartSource from './WaterfallChart.tsx?demo';
import HistogramBarChartDemo from './HistogramBarChart.tsx';
import histogramBarChartSource from './HistogramBarChart.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const TinyBarChart: Story = demoStory(TinyBarChartDemo, tinyBarChartSource);
export const SimpleBarChart: Story = demoStory(SimpleBarChartDemo, simpleBarChartSource);
export const StackedBarChart: Story = demoStory(StackedBarChartDemo, stackedBarChartSource);
export const MixedBarChart: Story = demoStory(MixedBarChartDemo, mixedBarChartSource);
export const PositiveAndNegativeBarChart: Story = demoStory(PositiveAndNegativeBarChartDemo, positiveAndNegativeBarChartSource);
export const BarChartStackedBySign: Story = demoStory(BarChartStackedBySignDemo, barChartStackedBySignSource);
export const BiaxialBarChart: Story = demoStory(BiaxialBarChartDemo, biaxialBarChartSource);
export const PopulationPyramidBarChart: Story = demoStory(PopulationPyramidBarChartDemo, populationPyramidBarChartSource);
export const WaterfallChart: Story = demoStory(WaterfallChartDemo, waterfallChartSource);
export const HistogramBarChart: Story = demoStory(HistogramBarChartDemo, histogramBarChartSource);

/** The chart tooltip renders in a portal, outside the canvas. */
const tooltipOf = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.body.querySelector<HTMLElement>('.MuiChartsTooltip-root');

/** Moves the mouse to the centre of an SVG element, with coordinates (the chart reads them). */
const hoverAtCentre = async (element: Element) => {
  const box = element.getBoundingClientRect();
  await userEvent.pointer({
    target: element,
    coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 },
  });
};

/** Leaves the chart and waits for the tooltip to close, then repaints the story as a whole. */
const leaveChart = async (canvasElement: HTMLElement, element: Element) => {
  await userEvent.unhover(element);
  await waitFor(() => expect(tooltipOf(canvasElement)).toBeNull());
  await repaintWholeStory(canvasElement);
};

PopulationPyramidBarChart.play = async ({ canvasElement }) => {
  // The fifth row from the top is the 45–54 age group; its bar for men grows to the left.
  const bar = canvasElement.querySelectorAll('.MuiBarElement-root')[4];
  if (!bar) throw new Error('The bars have not rendered');
  await hoverAtCentre(bar);
  await waitFor(() => expect(tooltipOf(canvasElement)).not.toBeNull());
  const tooltip = within(tooltipOf(canvasElement) as HTMLElement);
  await expect(tooltip.getByText('45–54')).toBeInTheDocument();
  // The series' valueFormatter prints the negative value as a positive share.
  await expect(tooltip.getByText('7.1%')).toBeInTheDocument();
  await expect(tooltip.getByText('7.0%')).toBeInTheDocument();
  await leaveChart(canvasElement, bar);
};

WaterfallChart.play = async ({ canvasElement }) => {
  // The second bar of the decrease series is the third step, Staff.
  const staff = canvasElement.querySelectorAll('[data-series="decrease"] .MuiBarElement-root')[1];
  if (!staff) throw new Error('The bars have not rendered');
  await hoverAtCentre(staff);
  await waitFor(() => expect(tooltipOf(canvasElement)).not.toBeNull());
  const tooltip = within(tooltipOf(canvasElement) as HTMLElement);
  await expect(tooltip.getByText('Staff')).toBeInTheDocument();
  await expect(tooltip.getByText('−€17.9M')).toBeInTheDocument();
  // The invisible base and the empty series of this step are left out: one row only.
  await expect(tooltip.getAllByRole('row')).toHaveLength(1);
  await leaveChart(canvasElement, staff);
};
