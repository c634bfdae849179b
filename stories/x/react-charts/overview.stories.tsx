import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoStory } from '../../../src/demo/story';
import QuarterlyRevenueBarChartDemo from './QuarterlyRevenueBarChart';
import quarterlyRevenueBarChartSource from './QuarterlyRevenueBarChart.tsx?raw';
import StockPriceLineChartDemo from './StockPriceLineChart';
import stockPriceLineChartSource from './StockPriceLineChart.tsx?raw';
import MarketSharePieChartDemo from './MarketSharePieChart';
import marketSharePieChartSource from './MarketSharePieChart.tsx?raw';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const QuarterlyRevenueBarChart: Story = demoStory(
  QuarterlyRevenueBarChartDemo,
  quarterlyRevenueBarChartSource,
  'QuarterlyRevenueBarChart.tsx',
);
export const StockPriceLineChart: Story = demoStory(
  StockPriceLineChartDemo,
  stockPriceLineChartSource,
  'StockPriceLineChart.tsx',
);
export const MarketSharePieChart: Story = demoStory(
  MarketSharePieChartDemo,
  marketSharePieChartSource,
  'MarketSharePieChart.tsx',
);
