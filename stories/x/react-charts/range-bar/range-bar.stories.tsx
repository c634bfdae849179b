import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import TemperatureRangeBarsDemo from './TemperatureRangeBars.tsx';
import temperatureRangeBarsSource from './TemperatureRangeBars.tsx?demo';
import CityRangeComparisonDemo from './CityRangeComparison.tsx';
import cityRangeComparisonSource from './CityRangeComparison.tsx?demo';
import ProjectTimelineBarsDemo from './ProjectTimelineBars.tsx';
import projectTimelineBarsSource from './ProjectTimelineBars.tsx?demo';
import CandlestickCompositionDemo from './CandlestickComposition.tsx';
import candlestickCompositionSource from './CandlestickComposition.tsx?demo';
import RentRangeDatasetDemo from './RentRangeDataset.tsx';
import rentRangeDatasetSource from './RentRangeDataset.tsx?demo';
import HeartRateAxisMinDemo from './HeartRateAxisMin.tsx';
import heartRateAxisMinSource from './HeartRateAxisMin.tsx?demo';
import DumbbellCompositionDemo from './DumbbellComposition.tsx';
import dumbbellCompositionSource from './DumbbellComposition.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const TemperatureRangeBars: Story = demoStory(TemperatureRangeBarsDemo, temperatureRangeBarsSource);
export const CityRangeComparison: Story = demoStory(CityRangeComparisonDemo, cityRangeComparisonSource);
export const ProjectTimelineBars: Story = demoStory(ProjectTimelineBarsDemo, projectTimelineBarsSource);
export const CandlestickComposition: Story = demoStory(CandlestickCompositionDemo, candlestickCompositionSource);
export const RentRangeDataset: Story = demoStory(RentRangeDatasetDemo, rentRangeDatasetSource);
export const HeartRateAxisMin: Story = demoStory(HeartRateAxisMinDemo, heartRateAxisMinSource);
export const DumbbellComposition: Story = demoStory(DumbbellCompositionDemo, dumbbellCompositionSource);

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

TemperatureRangeBars.play = async ({ canvasElement }) => {
  const tooltip = () => canvasElement.ownerDocument.querySelector('.MuiChartsTooltip-root');
  // The visible bar of January.
  const bar = canvasElement.querySelectorAll('[data-series="range"] .MuiBarElement-root')[0];
  if (!bar) throw new Error('The bars have not rendered');
  await userEvent.pointer({ target: bar, coords: centreOf(bar) });
  // The tooltip shows the range, and no line for the transparent offset.
  await waitFor(() => expect(tooltip()).toHaveTextContent('−14 °C to −5 °C'));
  await expect(tooltip()?.querySelectorAll('.MuiChartsTooltip-row')).toHaveLength(1);
  await userEvent.unhover(bar);
  await waitFor(() => expect(tooltip()).toBeNull());
};

ProjectTimelineBars.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Phase clicked: none yet')).toBeInTheDocument();
  // The fourth phase, Development.
  const bar = canvasElement.querySelectorAll('[data-series="duration"] .MuiBarElement-root')[3];
  if (!bar) throw new Error('The bars have not rendered');
  await userEvent.pointer({ keys: '[MouseLeft]', target: bar, coords: centreOf(bar) });
  await waitFor(() =>
    expect(canvas.getByText('Phase clicked: Development: 19 Feb to 21 Apr, 63 days')).toBeInTheDocument(),
  );
  await userEvent.unhover(bar);
  await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
  await expect(canvas.getByText('Phase clicked: none yet')).toBeInTheDocument();
  blurActiveElement(canvasElement);
};

HeartRateAxisMin.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const yTicks = () =>
    Array.from(canvasElement.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')).map(
      (label) => label.textContent,
    );
  // The axis starts at 40 bpm.
  await expect(yTicks()).not.toContain('0');
  const toggle = canvas.getByRole('switch', { name: 'Start the axis at zero' });
  await userEvent.click(toggle);
  await waitFor(() => expect(yTicks()).toContain('0'));
  await userEvent.click(toggle);
  await waitFor(() => expect(yTicks()).not.toContain('0'));
  blurActiveElement(canvasElement);
};
