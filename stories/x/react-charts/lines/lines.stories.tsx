import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import BasicLineChartDemo from './BasicLineChart.tsx';
import basicLineChartSource from './BasicLineChart.tsx?demo';
import LineDatasetDemo from './LineDataset.tsx';
import lineDatasetSource from './LineDataset.tsx?demo';
import AreaLineChartDemo from './AreaLineChart.tsx';
import areaLineChartSource from './AreaLineChart.tsx?demo';
import StackedAreasDemo from './StackedAreas.tsx';
import stackedAreasSource from './StackedAreas.tsx?demo';
import LogScaleLineDemo from './LogScaleLine.tsx';
import logScaleLineSource from './LogScaleLine.tsx?demo';
import AxisDomainLineDemo from './AxisDomainLine.tsx';
import axisDomainLineSource from './AxisDomainLine.tsx?demo';
import PartialDataLineDemo from './PartialDataLine.tsx';
import partialDataLineSource from './PartialDataLine.tsx?demo';
import ConnectNullsLineDemo from './ConnectNullsLine.tsx';
import connectNullsLineSource from './ConnectNullsLine.tsx?demo';
import LineClickDemo from './LineClick.tsx';
import lineClickSource from './LineClick.tsx?demo';
import LineGridDemo from './LineGrid.tsx';
import lineGridSource from './LineGrid.tsx?demo';
import ColorMapLineDemo from './ColorMapLine.tsx';
import colorMapLineSource from './ColorMapLine.tsx?demo';
import ForecastColorMapLineDemo from './ForecastColorMapLine.tsx';
import forecastColorMapLineSource from './ForecastColorMapLine.tsx?demo';
import InterpolationLineDemo from './InterpolationLine.tsx';
import interpolationLineSource from './InterpolationLine.tsx?demo';
import ExpandingStepLineDemo from './ExpandingStepLine.tsx';
import expandingStepLineSource from './ExpandingStepLine.tsx?demo';
import AreaBaselineLineDemo from './AreaBaselineLine.tsx';
import areaBaselineLineSource from './AreaBaselineLine.tsx?demo';
import MarkOptimizationLineDemo from './MarkOptimizationLine.tsx';
import markOptimizationLineSource from './MarkOptimizationLine.tsx?demo';
import LineCssStylingDemo from './LineCssStyling.tsx';
import lineCssStylingSource from './LineCssStyling.tsx?demo';
import { clickAtCentre } from '../../../../src/demo/play';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicLineChart: Story = demoStory(BasicLineChartDemo, basicLineChartSource);
export const LineDataset: Story = demoStory(LineDatasetDemo, lineDatasetSource);
export const AreaLineChart: Story = demoStory(AreaLineChartDemo, areaLineChartSource);
export const StackedAreas: Story = demoStory(StackedAreasDemo, stackedAreasSource);
export const LogScaleLine: Story = demoStory(LogScaleLineDemo, logScaleLineSource);
export const AxisDomainLine: Story = demoStory(AxisDomainLineDemo, axisDomainLineSource);
export const PartialDataLine: Story = demoStory(PartialDataLineDemo, partialDataLineSource);
export const ConnectNullsLine: Story = demoStory(ConnectNullsLineDemo, connectNullsLineSource);
export const LineClick: Story = demoStory(LineClickDemo, lineClickSource);
export const LineGrid: Story = demoStory(LineGridDemo, lineGridSource);
export const ColorMapLine: Story = demoStory(ColorMapLineDemo, colorMapLineSource);
export const ForecastColorMapLine: Story = demoStory(ForecastColorMapLineDemo, forecastColorMapLineSource);
export const InterpolationLine: Story = demoStory(InterpolationLineDemo, interpolationLineSource);
export const ExpandingStepLine: Story = demoStory(ExpandingStepLineDemo, expandingStepLineSource);
export const AreaBaselineLine: Story = demoStory(AreaBaselineLineDemo, areaBaselineLineSource);
export const MarkOptimizationLine: Story = demoStory(MarkOptimizationLineDemo, markOptimizationLineSource);
export const LineCssStyling: Story = demoStory(LineCssStylingDemo, lineCssStylingSource);

// Each play function ends with nothing selected, hovered or focused, so the capture taken after it
// does not depend on timing (ConnectNullsLine ends with its switch on: see there).
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/** Resolves once the browser has painted the current DOM (the frame after the next one has begun). */
const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

LineClick.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Element clicked: none yet')).toBeInTheDocument();
  // The sixth mark of the sign-ups series is Saturday.
  const mark = canvasElement.querySelectorAll('[data-series="signups"] .MuiMarkElement-root')[5];
  if (!mark) throw new Error('The marks have not rendered');
  await clickAtCentre(mark);
  await waitFor(() => expect(canvas.getByText('Element clicked: mark of Sign-ups, Sat: 612')).toBeInTheDocument());
  await expect(canvas.getByText('Day clicked: Sat: Visits 7,310, Sign-ups 612')).toBeInTheDocument();
  await userEvent.unhover(mark);
  await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
  await expect(canvas.getByText('Day clicked: none yet')).toBeInTheDocument();
  blurActiveElement(canvasElement);
};

ConnectNullsLine.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Without connectNulls the line is cut into separate pieces: several move-to commands.
  const line = () => canvasElement.querySelector('.MuiLineElement-root')?.getAttribute('d') ?? '';
  const pieces = () => (line().match(/M/g) ?? []).length;
  await expect(pieces()).toBe(3);
  // The pieces are painted before they are joined, whatever the machine's load, so that every
  // run paints the same frames.
  await nextPaint();
  const connect = canvas.getByRole('switch', { name: 'Connect missing points' });
  await userEvent.click(connect);
  await waitFor(() => expect(pieces()).toBe(1));
  await expect(connect).toBeChecked();
  // The play ends with the points connected. Cutting the line again (switch off) makes Chromium
  // repaint only the parts of the area that went away, and the marks on the edges of the area
  // then differ by a few pixels from a full paint: a second render would not match the first.
  await nextPaint();
  blurActiveElement(canvasElement);
};
