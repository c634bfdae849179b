import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import BasicBarsDemo from './BasicBars.tsx';
import basicBarsSource from './BasicBars.tsx?demo';
import BarsDatasetDemo from './BarsDataset.tsx';
import barsDatasetSource from './BarsDataset.tsx?demo';
import BarGapRatioDemo from './BarGapRatio.tsx';
import barGapRatioSource from './BarGapRatio.tsx?demo';
import StackedBarsDemo from './StackedBars.tsx';
import stackedBarsSource from './StackedBars.tsx?demo';
import HorizontalBarsDemo from './HorizontalBars.tsx';
import horizontalBarsSource from './HorizontalBars.tsx?demo';
import TickPlacementBarsDemo from './TickPlacementBars.tsx';
import tickPlacementBarsSource from './TickPlacementBars.tsx?demo';
import MinBarSizeDemo from './MinBarSize.tsx';
import minBarSizeSource from './MinBarSize.tsx?demo';
import BarGridDemo from './BarGrid.tsx';
import barGridSource from './BarGrid.tsx?demo';
import ValueColorMapBarsDemo from './ValueColorMapBars.tsx';
import valueColorMapBarsSource from './ValueColorMapBars.tsx?demo';
import CategoryColorMapBarsDemo from './CategoryColorMapBars.tsx';
import categoryColorMapBarsSource from './CategoryColorMapBars.tsx?demo';
import BorderRadiusBarsDemo from './BorderRadiusBars.tsx';
import borderRadiusBarsSource from './BorderRadiusBars.tsx?demo';
import BarCssStylingDemo from './BarCssStyling.tsx';
import barCssStylingSource from './BarCssStyling.tsx?demo';
import BarLabelValueDemo from './BarLabelValue.tsx';
import barLabelValueSource from './BarLabelValue.tsx?demo';
import CustomBarLabelsDemo from './CustomBarLabels.tsx';
import customBarLabelsSource from './CustomBarLabels.tsx?demo';
import LabelsAboveBarsDemo from './LabelsAboveBars.tsx';
import labelsAboveBarsSource from './LabelsAboveBars.tsx?demo';
import BarClickDemo from './BarClick.tsx';
import barClickSource from './BarClick.tsx?demo';
import BarCompositionDemo from './BarComposition.tsx';
import barCompositionSource from './BarComposition.tsx?demo';
import PercentStackedBarsDemo from './PercentStackedBars.tsx';
import percentStackedBarsSource from './PercentStackedBars.tsx?demo';
import ContinuousColorMapBarsDemo from './ContinuousColorMapBars.tsx';
import continuousColorMapBarsSource from './ContinuousColorMapBars.tsx?demo';
import BarHighlightDemo from './BarHighlight.tsx';
import barHighlightSource from './BarHighlight.tsx?demo';
import BarAnimationDemo from './BarAnimation.tsx';
import barAnimationSource from './BarAnimation.tsx?demo';
import { clickAtCentre, comeToRest, pointAt } from '../../../../src/demo/play';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicBars: Story = demoStory(BasicBarsDemo, basicBarsSource);
export const BarsDataset: Story = demoStory(BarsDatasetDemo, barsDatasetSource);
export const BarGapRatio: Story = demoStory(BarGapRatioDemo, barGapRatioSource);
export const StackedBars: Story = demoStory(StackedBarsDemo, stackedBarsSource);
export const HorizontalBars: Story = demoStory(HorizontalBarsDemo, horizontalBarsSource);
export const TickPlacementBars: Story = demoStory(TickPlacementBarsDemo, tickPlacementBarsSource);
export const MinBarSize: Story = demoStory(MinBarSizeDemo, minBarSizeSource);
export const BarGrid: Story = demoStory(BarGridDemo, barGridSource);
export const ValueColorMapBars: Story = demoStory(ValueColorMapBarsDemo, valueColorMapBarsSource);
export const CategoryColorMapBars: Story = demoStory(CategoryColorMapBarsDemo, categoryColorMapBarsSource);
export const BorderRadiusBars: Story = demoStory(BorderRadiusBarsDemo, borderRadiusBarsSource);
export const BarCssStyling: Story = demoStory(BarCssStylingDemo, barCssStylingSource);
export const BarLabelValue: Story = demoStory(BarLabelValueDemo, barLabelValueSource);
export const CustomBarLabels: Story = demoStory(CustomBarLabelsDemo, customBarLabelsSource);
export const LabelsAboveBars: Story = demoStory(LabelsAboveBarsDemo, labelsAboveBarsSource);
export const BarClick: Story = demoStory(BarClickDemo, barClickSource);
export const BarComposition: Story = demoStory(BarCompositionDemo, barCompositionSource);
export const PercentStackedBars: Story = demoStory(PercentStackedBarsDemo, percentStackedBarsSource);
export const ContinuousColorMapBars: Story = demoStory(ContinuousColorMapBarsDemo, continuousColorMapBarsSource);
export const BarHighlight: Story = demoStory(BarHighlightDemo, barHighlightSource);
export const BarAnimation: Story = demoStory(BarAnimationDemo, barAnimationSource);

// Each play function ends where the demo started (nothing selected, nothing focused), so the
// capture taken after it matches a fresh render.
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

BarClick.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Bar clicked: none yet')).toBeInTheDocument();
  // The third bar of the app series is Q3.
  const bar = canvasElement.querySelectorAll('[data-series="app"] .MuiBarElement-root')[2];
  if (!bar) throw new Error('The bars have not rendered');
  await clickAtCentre(bar);
  await waitFor(() => expect(canvas.getByText('Bar clicked: Mobile app, Q3: 1,480 orders')).toBeInTheDocument());
  await expect(canvas.getByText('Quarter clicked: Q3: Website 2,310, Mobile app 1,480')).toBeInTheDocument();
  await userEvent.unhover(bar);
  await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
  await expect(canvas.getByText('Bar clicked: none yet')).toBeInTheDocument();
  blurActiveElement(canvasElement);
};

BarGrid.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const verticalLines = () => canvasElement.querySelectorAll('.MuiChartsGrid-verticalLine');
  await expect(verticalLines()).toHaveLength(0);
  const vertical = canvas.getByRole('switch', { name: 'Vertical lines' });
  await userEvent.click(vertical);
  await waitFor(() => expect(verticalLines().length).toBeGreaterThan(0));
  await userEvent.click(vertical);
  await waitFor(() => expect(verticalLines()).toHaveLength(0));
  blurActiveElement(canvasElement);
};

BarHighlight.play = async ({ canvasElement }) => {
  const faded = () => canvasElement.querySelectorAll('.MuiBarElement-faded');
  const highlighted = () => canvasElement.querySelectorAll('.MuiBarElement-highlighted');
  await expect(faded()).toHaveLength(0);
  // Tuesday's email bar: with highlight 'series' and fade 'global', the whole email series is
  // highlighted and the ten bars of the two other channels fade.
  const bar = canvasElement.querySelectorAll('[data-series="email"] .MuiBarElement-root')[1];
  if (!bar) throw new Error('The bars have not rendered');
  await pointAt(bar);
  await waitFor(() => expect(highlighted()).toHaveLength(5));
  await expect(faded()).toHaveLength(10);
  await userEvent.unhover(bar);
  await comeToRest(canvasElement);
  await waitFor(() => expect(faded()).toHaveLength(0));
};

BarAnimation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Bookshop revenue, January to June 2023')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: '2024' }));
  await waitFor(() => expect(canvas.getByText('Bookshop revenue, January to June 2024')).toBeInTheDocument());
  await userEvent.click(canvas.getByRole('button', { name: '2023' }));
  await waitFor(() => expect(canvas.getByText('Bookshop revenue, January to June 2023')).toBeInTheDocument());
  await comeToRest(canvasElement, { repaint: true });
};
