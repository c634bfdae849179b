import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import BasicScatterDemo from './BasicScatter.tsx';
import basicScatterSource from './BasicScatter.tsx?demo';
import ScatterDatasetDemo from './ScatterDataset.tsx';
import scatterDatasetSource from './ScatterDataset.tsx?demo';
import VoronoiInteractionDemo from './VoronoiInteraction.tsx';
import voronoiInteractionSource from './VoronoiInteraction.tsx?demo';
import ScatterClickDemo from './ScatterClick.tsx';
import scatterClickSource from './ScatterClick.tsx?demo';
import ZAxisColorScatterDemo from './ZAxisColorScatter.tsx';
import zAxisColorScatterSource from './ZAxisColorScatter.tsx?demo';
import PiecewiseColorScatterDemo from './PiecewiseColorScatter.tsx';
import piecewiseColorScatterSource from './PiecewiseColorScatter.tsx?demo';
import MarkerSizeScatterDemo from './MarkerSizeScatter.tsx';
import markerSizeScatterSource from './MarkerSizeScatter.tsx?demo';
import CustomMarkerScatterDemo from './CustomMarkerScatter.tsx';
import customMarkerScatterSource from './CustomMarkerScatter.tsx?demo';
import ScatterHighlightCssDemo from './ScatterHighlightCss.tsx';
import scatterHighlightCssSource from './ScatterHighlightCss.tsx?demo';
import RegressionLineScatterDemo from './RegressionLineScatter.tsx';
import regressionLineScatterSource from './RegressionLineScatter.tsx?demo';
import OrdinalColorScatterDemo from './OrdinalColorScatter.tsx';
import ordinalColorScatterSource from './OrdinalColorScatter.tsx?demo';
import ScatterAnimationDemo from './ScatterAnimation.tsx';
import scatterAnimationSource from './ScatterAnimation.tsx?demo';
import ScatterCompositionDemo from './ScatterComposition.tsx';
import scatterCompositionSource from './ScatterComposition.tsx?demo';
import { clickAtCentre, comeToRest } from '../../../../src/demo/play';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicScatter: Story = demoStory(BasicScatterDemo, basicScatterSource);
export const ScatterDataset: Story = demoStory(ScatterDatasetDemo, scatterDatasetSource);
export const VoronoiInteraction: Story = demoStory(VoronoiInteractionDemo, voronoiInteractionSource);
export const ScatterClick: Story = demoStory(ScatterClickDemo, scatterClickSource);
export const ZAxisColorScatter: Story = demoStory(ZAxisColorScatterDemo, zAxisColorScatterSource);
export const PiecewiseColorScatter: Story = demoStory(PiecewiseColorScatterDemo, piecewiseColorScatterSource);
export const MarkerSizeScatter: Story = demoStory(MarkerSizeScatterDemo, markerSizeScatterSource);
export const CustomMarkerScatter: Story = demoStory(CustomMarkerScatterDemo, customMarkerScatterSource);
export const ScatterHighlightCss: Story = demoStory(ScatterHighlightCssDemo, scatterHighlightCssSource);
export const RegressionLineScatter: Story = demoStory(RegressionLineScatterDemo, regressionLineScatterSource);
export const OrdinalColorScatter: Story = demoStory(OrdinalColorScatterDemo, ordinalColorScatterSource);
export const ScatterAnimation: Story = demoStory(ScatterAnimationDemo, scatterAnimationSource);
export const ScatterComposition: Story = demoStory(ScatterCompositionDemo, scatterCompositionSource);

// Each play function ends where the demo started (nothing selected, nothing focused), so the
// capture taken after it matches a fresh render.
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/**
 * A mouse click at the centre of a marker. With Voronoi cells the chart finds the clicked point
 * from the pointer's coordinates, so the click needs them.
 */
ScatterClick.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Flat clicked: none yet')).toBeInTheDocument();
  // The sixth flat of the data: Rue Marcadet 9.
  const marker = canvasElement.querySelectorAll('[data-series="flats"] circle')[5];
  if (!marker) throw new Error('The markers have not rendered');
  await clickAtCentre(marker);
  await waitFor(() =>
    expect(canvas.getByText('Flat clicked: Rue Marcadet 9, 88 m², €612k (€6,955 per m²)')).toBeInTheDocument(),
  );
  await userEvent.unhover(marker);
  await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
  await expect(canvas.getByText('Flat clicked: none yet')).toBeInTheDocument();
  blurActiveElement(canvasElement);
};

ScatterAnimation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Ice cream sales and temperature per stand, June 2024')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'September' }));
  await waitFor(() => expect(canvas.getByText('Ice cream sales and temperature per stand, September 2024')).toBeInTheDocument());
  await userEvent.click(canvas.getByRole('button', { name: 'June' }));
  await waitFor(() => expect(canvas.getByText('Ice cream sales and temperature per stand, June 2024')).toBeInTheDocument());
  await comeToRest(canvasElement, { repaint: true });
};
