import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../src/demo/story';
import QuarterlyRevenueBarChartDemo from './QuarterlyRevenueBarChart.tsx';
import quarterlyRevenueBarChartSource from './QuarterlyRevenueBarChart.tsx?demo';
import DepartmentSpendBarChartDemo from './DepartmentSpendBarChart.tsx';
import departmentSpendBarChartSource from './DepartmentSpendBarChart.tsx?demo';
import ApartmentRentScatterChartDemo from './ApartmentRentScatterChart.tsx';
import apartmentRentScatterChartSource from './ApartmentRentScatterChart.tsx?demo';
import KpiSparklineCardsDemo from './KpiSparklineCards.tsx';
import kpiSparklineCardsSource from './KpiSparklineCards.tsx?demo';
import ServerHealthGaugesDemo from './ServerHealthGauges.tsx';
import serverHealthGaugesSource from './ServerHealthGauges.tsx?demo';
import StockPriceLineChartDemo from './StockPriceLineChart.tsx';
import stockPriceLineChartSource from './StockPriceLineChart.tsx?demo';
import MarketSharePieChartDemo from './MarketSharePieChart.tsx';
import marketSharePieChartSource from './MarketSharePieChart.tsx?demo';
import CityTemperatureHighlightChartDemo from './CityTemperatureHighlightChart.tsx';
import cityTemperatureHighlightChartSource from './CityTemperatureHighlightChart.tsx?demo';
import ResponsiveWidthChartDemo from './ResponsiveWidthChart.tsx';
import responsiveWidthChartSource from './ResponsiveWidthChart.tsx?demo';
import AccessibleRainfallChartDemo from './AccessibleRainfallChart.tsx';
import accessibleRainfallChartSource from './AccessibleRainfallChart.tsx?demo';
import AnimatedDownloadsBarChartDemo from './AnimatedDownloadsBarChart.tsx';
import animatedDownloadsBarChartSource from './AnimatedDownloadsBarChart.tsx?demo';
import OrdersCompositionChartDemo from './OrdersCompositionChart.tsx';
import ordersCompositionChartSource from './OrdersCompositionChart.tsx?demo';
import WebsiteTrafficHeatmapDemo from './WebsiteTrafficHeatmap.tsx';
import websiteTrafficHeatmapSource from './WebsiteTrafficHeatmap.tsx?demo';
import DailyOrdersZoomChartDemo from './DailyOrdersZoomChart.tsx';
import dailyOrdersZoomChartSource from './DailyOrdersZoomChart.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const QuarterlyRevenueBarChart: Story = demoStory(QuarterlyRevenueBarChartDemo, quarterlyRevenueBarChartSource);
export const DepartmentSpendBarChart: Story = demoStory(DepartmentSpendBarChartDemo, departmentSpendBarChartSource);
export const ApartmentRentScatterChart: Story = demoStory(ApartmentRentScatterChartDemo, apartmentRentScatterChartSource);
export const KpiSparklineCards: Story = demoStory(KpiSparklineCardsDemo, kpiSparklineCardsSource);
export const ServerHealthGauges: Story = demoStory(ServerHealthGaugesDemo, serverHealthGaugesSource);
export const StockPriceLineChart: Story = demoStory(StockPriceLineChartDemo, stockPriceLineChartSource);
export const MarketSharePieChart: Story = demoStory(MarketSharePieChartDemo, marketSharePieChartSource);
export const CityTemperatureHighlightChart: Story = demoStory(CityTemperatureHighlightChartDemo, cityTemperatureHighlightChartSource);
export const ResponsiveWidthChart: Story = demoStory(ResponsiveWidthChartDemo, responsiveWidthChartSource);
export const AccessibleRainfallChart: Story = demoStory(AccessibleRainfallChartDemo, accessibleRainfallChartSource);
export const AnimatedDownloadsBarChart: Story = demoStory(AnimatedDownloadsBarChartDemo, animatedDownloadsBarChartSource);
export const OrdersCompositionChart: Story = demoStory(OrdersCompositionChartDemo, ordersCompositionChartSource);
export const WebsiteTrafficHeatmap: Story = demoStory(WebsiteTrafficHeatmapDemo, websiteTrafficHeatmapSource);
export const DailyOrdersZoomChart: Story = demoStory(DailyOrdersZoomChartDemo, dailyOrdersZoomChartSource);

// Each play function ends where the demo started (and with nothing focused), so the capture
// taken after it matches a fresh render.
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

CityTemperatureHighlightChart.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const fadedLines = () => canvasElement.querySelectorAll('.MuiLineElement-faded');
  await expect(fadedLines()).toHaveLength(0);
  await userEvent.click(canvas.getByRole('button', { name: 'Oslo' }));
  await expect(canvas.getByRole('button', { name: 'Oslo' })).toHaveAttribute('aria-pressed', 'true');
  // Oslo stays in full colour; Lisbon and Cairo fade.
  await waitFor(() => expect(fadedLines()).toHaveLength(2));
  await userEvent.click(canvas.getByRole('button', { name: 'None' }));
  await waitFor(() => expect(fadedLines()).toHaveLength(0));
  blurActiveElement(canvasElement);
};

ResponsiveWidthChart.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The demo hides the legend, so the first <svg> in the figure is the chart's own.
  const chart = canvasElement.querySelector('figure svg');
  if (!chart) throw new Error('The chart has not rendered');
  const fullWidth = chart.getBoundingClientRect().width;
  await userEvent.click(canvas.getByRole('button', { name: 'Half width' }));
  // The chart follows its container through a ResizeObserver.
  await waitFor(() => expect(chart.getBoundingClientRect().width).toBeLessThan(fullWidth * 0.6));
  await userEvent.click(canvas.getByRole('button', { name: 'Full width' }));
  await waitFor(() => expect(chart.getBoundingClientRect().width).toBeCloseTo(fullWidth, 0));
  blurActiveElement(canvasElement);
};

AccessibleRainfallChart.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvasElement.querySelector('svg > title')).toHaveTextContent('Monthly rainfall in Porto');
  await expect(canvas.queryByRole('table')).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
  const table = canvas.getByRole('table', { name: 'Monthly rainfall in Porto' });
  await expect(within(table).getByRole('row', { name: 'December 210' })).toBeVisible();
  const hide = canvas.getByRole('button', { name: 'Hide data table' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(hide);
  await expect(canvas.queryByRole('table')).toBeNull();
  blurActiveElement(canvasElement);
};

AnimatedDownloadsBarChart.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: '2024' }));
  await expect(canvas.getByText('App downloads by platform, 2024')).toBeInTheDocument();
  const animate = canvas.getByRole('switch', { name: 'Animate changes' });
  await userEvent.click(animate);
  await expect(animate).toBeChecked();
  await userEvent.click(canvas.getByRole('button', { name: '2023' }));
  await expect(canvas.getByText('App downloads by platform, 2023')).toBeInTheDocument();
  await userEvent.click(animate);
  await expect(animate).not.toBeChecked();
  blurActiveElement(canvasElement);
};
