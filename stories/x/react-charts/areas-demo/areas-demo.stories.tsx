import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import { demoStory } from '../../../../src/demo/story';
import SimpleAreaChartDemo from './SimpleAreaChart.tsx';
import simpleAreaChartSource from './SimpleAreaChart.tsx?demo';
import StackedAreaChartDemo from './StackedAreaChart.tsx';
import stackedAreaChartSource from './StackedAreaChart.tsx?demo';
import TinyAreaChartDemo from './TinyAreaChart.tsx';
import tinyAreaChartSource from './TinyAreaChart.tsx?demo';
import PercentAreaChartDemo from './PercentAreaChart.tsx';
import percentAreaChartSource from './PercentAreaChart.tsx?demo';
import AreaChartConnectNullsDemo from './AreaChartConnectNulls.tsx';
import areaChartConnectNullsSource from './AreaChartConnectNulls.tsx?demo';
import AreaChartFillByValueDemo from './AreaChartFillByValue.tsx';
import areaChartFillByValueSource from './AreaChartFillByValue.tsx?demo';
import StepAreaChartDemo from './StepAreaChart.tsx';
import stepAreaChartSource from './StepAreaChart.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const SimpleAreaChart: Story = demoStory(SimpleAreaChartDemo, simpleAreaChartSource);
export const StackedAreaChart: Story = demoStory(StackedAreaChartDemo, stackedAreaChartSource);
export const TinyAreaChart: Story = demoStory(TinyAreaChartDemo, tinyAreaChartSource);
export const PercentAreaChart: Story = demoStory(PercentAreaChartDemo, percentAreaChartSource);
export const AreaChartConnectNulls: Story = demoStory(AreaChartConnectNullsDemo, areaChartConnectNullsSource);
export const AreaChartFillByValue: Story = demoStory(AreaChartFillByValueDemo, areaChartFillByValueSource);
export const StepAreaChart: Story = demoStory(StepAreaChartDemo, stepAreaChartSource);

/** The chart tooltip renders in a portal, outside the canvas. */
const tooltipOf = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.body.querySelector<HTMLElement>('.MuiChartsTooltip-root');

PercentAreaChart.play = async ({ canvasElement }) => {
  const svg = canvasElement.querySelector('.MuiAreaElement-root')?.closest('svg');
  const area = canvasElement.querySelector('.MuiAreaElement-root')?.getBoundingClientRect();
  if (!svg || !area) throw new Error('The chart has not rendered');
  // The right edge of the areas is the last year, 2024.
  await userEvent.pointer({ target: svg, coords: { clientX: area.right - 2, clientY: area.top + area.height / 2 } });
  await waitFor(() => expect(tooltipOf(canvasElement)).not.toBeNull());
  const tooltip = within(tooltipOf(canvasElement) as HTMLElement);
  await expect(tooltip.getByText('2024')).toBeInTheDocument();
  // Each row is a share of the year's total, with the absolute value in brackets.
  await expect(tooltip.getByText('62% (178 TWh)')).toBeInTheDocument();
  await expect(tooltip.getByText('4% (12 TWh)')).toBeInTheDocument();
  await userEvent.unhover(svg);
  await waitFor(() => expect(tooltipOf(canvasElement)).toBeNull());
  await repaintWholeStory(canvasElement);
};
