import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import BasicPieDemo from './BasicPie.tsx';
import basicPieSource from './BasicPie.tsx?demo';
import DonutChartDemo from './DonutChart.tsx';
import donutChartSource from './DonutChart.tsx?demo';
import PieColorsDemo from './PieColors.tsx';
import pieColorsSource from './PieColors.tsx?demo';
import PieShapeDemo from './PieShape.tsx';
import pieShapeSource from './PieShape.tsx?demo';
import HalfDonutPieDemo from './HalfDonutPie.tsx';
import halfDonutPieSource from './HalfDonutPie.tsx?demo';
import PieArcLabelsDemo from './PieArcLabels.tsx';
import pieArcLabelsSource from './PieArcLabels.tsx?demo';
import PieSortingDemo from './PieSorting.tsx';
import pieSortingSource from './PieSorting.tsx?demo';
import NestedPiesDemo from './NestedPies.tsx';
import nestedPiesSource from './NestedPies.tsx?demo';
import PieHighlightDemo from './PieHighlight.tsx';
import pieHighlightSource from './PieHighlight.tsx?demo';
import PieClickDemo from './PieClick.tsx';
import pieClickSource from './PieClick.tsx?demo';
import PieCompositionDemo from './PieComposition.tsx';
import pieCompositionSource from './PieComposition.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicPie: Story = demoStory(BasicPieDemo, basicPieSource);
export const DonutChart: Story = demoStory(DonutChartDemo, donutChartSource);
export const PieColors: Story = demoStory(PieColorsDemo, pieColorsSource);
export const PieShape: Story = demoStory(PieShapeDemo, pieShapeSource);
export const HalfDonutPie: Story = demoStory(HalfDonutPieDemo, halfDonutPieSource);
export const PieArcLabels: Story = demoStory(PieArcLabelsDemo, pieArcLabelsSource);
export const PieSorting: Story = demoStory(PieSortingDemo, pieSortingSource);
export const NestedPies: Story = demoStory(NestedPiesDemo, nestedPiesSource);
export const PieHighlight: Story = demoStory(PieHighlightDemo, pieHighlightSource);
export const PieClick: Story = demoStory(PieClickDemo, pieClickSource);
export const PieComposition: Story = demoStory(PieCompositionDemo, pieCompositionSource);

// Each play function ends where the demo started (nothing selected, nothing focused), so the
// capture taken after it matches a fresh render.
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

PieClick.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Slice clicked: none yet')).toBeInTheDocument();
  // The third slice is Shipping.
  const slice = canvasElement.querySelectorAll('[data-series="tickets"] .MuiPieArc-root')[2];
  if (!slice) throw new Error('The pie has not rendered');
  await userEvent.click(slice);
  await expect(canvas.getByText('Slice clicked: Shipping: 745 tickets (20%)')).toBeInTheDocument();
  await userEvent.unhover(slice);
  await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
  await expect(canvas.getByText('Slice clicked: none yet')).toBeInTheDocument();
  blurActiveElement(canvasElement);
};

PieHighlight.play = async ({ canvasElement }) => {
  const slices = () => canvasElement.querySelectorAll('.MuiPieArc-root');
  const faded = () => canvasElement.querySelectorAll('.MuiPieArc-root[data-faded]');
  await expect(faded()).toHaveLength(0);
  const social = slices()[2];
  await userEvent.hover(social);
  // The hovered slice is highlighted; the four others fade.
  await waitFor(() => expect(faded()).toHaveLength(4));
  await expect(social).toHaveAttribute('data-highlighted', 'true');
  await userEvent.unhover(social);
  await waitFor(() => expect(faded()).toHaveLength(0));
};
