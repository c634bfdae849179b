import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import { demoStory } from '../../../../src/demo/story';
import SimpleLineChartDemo from './SimpleLineChart.tsx';
import simpleLineChartSource from './SimpleLineChart.tsx?demo';
import TinyLineChartDemo from './TinyLineChart.tsx';
import tinyLineChartSource from './TinyLineChart.tsx?demo';
import DashedLineChartDemo from './DashedLineChart.tsx';
import dashedLineChartSource from './DashedLineChart.tsx?demo';
import BiaxialLineChartDemo from './BiaxialLineChart.tsx';
import biaxialLineChartSource from './BiaxialLineChart.tsx?demo';
import LineChartWithReferenceLinesDemo from './LineChartWithReferenceLines.tsx';
import lineChartWithReferenceLinesSource from './LineChartWithReferenceLines.tsx?demo';
import LineChartConnectNullsDemo from './LineChartConnectNulls.tsx';
import lineChartConnectNullsSource from './LineChartConnectNulls.tsx?demo';
import LineWithUncertaintyAreaDemo from './LineWithUncertaintyArea.tsx';
import lineWithUncertaintyAreaSource from './LineWithUncertaintyArea.tsx?demo';
import CustomLineMarksDemo from './CustomLineMarks.tsx';
import customLineMarksSource from './CustomLineMarks.tsx?demo';
import LineWithPredictionDemo from './LineWithPrediction.tsx';
import lineWithPredictionSource from './LineWithPrediction.tsx?demo';
import EndLabelsLineChartDemo from './EndLabelsLineChart.tsx';
import endLabelsLineChartSource from './EndLabelsLineChart.tsx?demo';
import LiveLineChartDemo from './LiveLineChart.tsx';
import liveLineChartSource from './LiveLineChart.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const SimpleLineChart: Story = demoStory(SimpleLineChartDemo, simpleLineChartSource);
export const TinyLineChart: Story = demoStory(TinyLineChartDemo, tinyLineChartSource);
export const DashedLineChart: Story = demoStory(DashedLineChartDemo, dashedLineChartSource);
export const BiaxialLineChart: Story = demoStory(BiaxialLineChartDemo, biaxialLineChartSource);
export const LineChartWithReferenceLines: Story = demoStory(LineChartWithReferenceLinesDemo, lineChartWithReferenceLinesSource);
export const LineChartConnectNulls: Story = demoStory(LineChartConnectNullsDemo, lineChartConnectNullsSource);
export const LineWithUncertaintyArea: Story = demoStory(LineWithUncertaintyAreaDemo, lineWithUncertaintyAreaSource);
export const CustomLineMarks: Story = demoStory(CustomLineMarksDemo, customLineMarksSource);
export const LineWithPrediction: Story = demoStory(LineWithPredictionDemo, lineWithPredictionSource);
export const EndLabelsLineChart: Story = demoStory(EndLabelsLineChartDemo, endLabelsLineChartSource);
export const LiveLineChart: Story = demoStory(LiveLineChartDemo, liveLineChartSource);

/** The chart tooltip renders in a portal, outside the canvas. */
const tooltipOf = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.body.querySelector<HTMLElement>('.MuiChartsTooltip-root');

/** Moves the mouse over the chart's <svg> at the given client coordinates. */
const pointAt = async (svg: Element, clientX: number, clientY: number) => {
  await userEvent.pointer({ target: svg, coords: { clientX, clientY } });
};

LineChartConnectNulls.play = async ({ canvasElement }) => {
  // Marks exist only where there is a reading: the 4th (4 Apr) and 5th (8 Apr) surround the first gap.
  const marks = canvasElement.querySelectorAll('[data-series="level"] .MuiMarkElement-root');
  const before = marks[3]?.getBoundingClientRect();
  const after = marks[4]?.getBoundingClientRect();
  const svg = marks[3]?.closest('svg');
  if (!before || !after || !svg) throw new Error('The chart has not rendered');
  // Halfway between 4 and 8 April is 6 April, a day without a reading.
  await pointAt(svg, (before.left + before.width / 2 + after.left + after.width / 2) / 2, before.top + before.height / 2);
  await waitFor(() => expect(tooltipOf(canvasElement)).not.toBeNull());
  const tooltip = within(tooltipOf(canvasElement) as HTMLElement);
  await expect(tooltip.getByText('6 Apr')).toBeInTheDocument();
  await expect(tooltip.getByText('No reading')).toBeInTheDocument();
  // The dashed bridge series has no row of its own.
  await expect(tooltip.getAllByRole('row')).toHaveLength(1);
  await userEvent.unhover(svg);
  await waitFor(() => expect(tooltipOf(canvasElement)).toBeNull());
  await repaintWholeStory(canvasElement);
};

LiveLineChart.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const initial = 'Latest: 6.34 kW at 09:00:29';
  const latest = () => canvas.getByText(/^Latest:/);
  await expect(latest()).toHaveTextContent(initial);
  await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
  // A new reading arrives every half second.
  await waitFor(() => expect(latest()).not.toHaveTextContent(initial), { timeout: 3000 });
  await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
  await expect(latest()).toHaveTextContent(initial);
  await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
  await repaintWholeStory(canvasElement);
};
