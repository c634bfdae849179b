import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
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
import { pointAt } from '../../../../src/demo/play';

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
  // The transparent rectangle that PointerReadout lays over the drawing area.
  const catcher = canvasElement.querySelector('rect[fill="transparent"]');
  if (!catcher) throw new Error('The chart has not rendered');
  await expect(canvas.queryByText('22.5 °C')).toBeNull();
  // Half-way up the drawing area is the middle of both axes: 22.5 °C and 72.5 °F.
  await pointAt(catcher, 0.5, 0.5);
  await expect(await canvas.findByText('22.5 °C')).toBeInTheDocument();
  await expect(canvas.getByText('72.5 °F')).toBeInTheDocument();
  // At the top edge, the maximum of both axes.
  await pointAt(catcher, 0.5, 0);
  await expect(await canvas.findByText('35.0 °C')).toBeInTheDocument();
  await expect(canvas.getByText('95.0 °F')).toBeInTheDocument();
  await userEvent.unhover(catcher);
  await waitFor(() => expect(canvas.queryByText('35.0 °C')).toBeNull());
};
