import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pointAt } from '../../../../src/demo/play';
import DrawingAreaOutlineDemo from './DrawingAreaOutline.tsx';
import drawingAreaOutlineSource from './DrawingAreaOutline.tsx?demo';
import ReferenceBandsDemo from './ReferenceBands.tsx';
import referenceBandsSource from './ReferenceBands.tsx?demo';
import AnnotatedBarsDemo from './AnnotatedBars.tsx';
import annotatedBarsSource from './AnnotatedBars.tsx?demo';
import PointerValueReadoutDemo from './PointerValueReadout.tsx';
import pointerValueReadoutSource from './PointerValueReadout.tsx?demo';
import SeriesExtremesDemo from './SeriesExtremes.tsx';
import seriesExtremesSource from './SeriesExtremes.tsx?demo';
import HtmlSeriesSummaryDemo from './HtmlSeriesSummary.tsx';
import htmlSeriesSummarySource from './HtmlSeriesSummary.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const DrawingAreaOutline: Story = demoStory(DrawingAreaOutlineDemo, drawingAreaOutlineSource);
export const ReferenceBands: Story = demoStory(ReferenceBandsDemo, referenceBandsSource);
export const AnnotatedBars: Story = demoStory(AnnotatedBarsDemo, annotatedBarsSource);
export const PointerValueReadout: Story = demoStory(PointerValueReadoutDemo, pointerValueReadoutSource);
export const SeriesExtremes: Story = demoStory(SeriesExtremesDemo, seriesExtremesSource);
export const HtmlSeriesSummary: Story = demoStory(HtmlSeriesSummaryDemo, htmlSeriesSummarySource);


PointerValueReadout.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const drawingArea = canvasElement.querySelector('rect[fill="transparent"]')!;
  // 30 % down a 10–35 °C axis (50–95 °F on the right) reads 27.5 °C and 81.5 °F.
  await pointAt(drawingArea, 0.5, 0.3);
  await expect(await canvas.findByText('27.5 °C')).toBeInTheDocument();
  await expect(canvas.getByText('81.5 °F')).toBeInTheDocument();
  // The pointer leaves: the rule and its readings go away, and the capture shows the chart at rest.
  await userEvent.unhover(drawingArea);
  await waitFor(() => expect(canvas.queryByText('27.5 °C')).toBeNull());
};
