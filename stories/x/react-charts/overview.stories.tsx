import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoStory } from '../../../src/demo/story';
import QuarterlyRevenueBarChartDemo from './QuarterlyRevenueBarChart.tsx';
import quarterlyRevenueBarChartSource from './QuarterlyRevenueBarChart.tsx?demo';
import StockPriceLineChartDemo from './StockPriceLineChart.tsx';
import stockPriceLineChartSource from './StockPriceLineChart.tsx?demo';
import MarketSharePieChartDemo from './MarketSharePieChart.tsx';
import marketSharePieChartSource from './MarketSharePieChart.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const QuarterlyRevenueBarChart: Story = demoStory(QuarterlyRevenueBarChartDemo, quarterlyRevenueBarChartSource);
export const StockPriceLineChart: Story = demoStory(StockPriceLineChartDemo, stockPriceLineChartSource);
export const MarketSharePieChart: Story = demoStory(MarketSharePieChartDemo, marketSharePieChartSource);
