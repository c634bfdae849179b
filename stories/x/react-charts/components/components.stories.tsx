import type { Meta, StoryObj } from '@storybook/react-vite';
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

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const DrawingAreaOutline: Story = demoStory(DrawingAreaOutlineDemo, drawingAreaOutlineSource);
export const ReferenceBands: Story = demoStory(ReferenceBandsDemo, referenceBandsSource);
export const AnnotatedBars: Story = demoStory(AnnotatedBarsDemo, annotatedBarsSource);
export const PointerValueReadout: Story = demoStory(PointerValueReadoutDemo, pointerValueReadoutSource);
export const SeriesExtremes: Story = demoStory(SeriesExtremesDemo, seriesExtremesSource);
export const HtmlSeriesSummary: Story = demoStory(HtmlSeriesSummaryDemo, htmlSeriesSummarySource);

