import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import { demoStory } from '../../../../src/demo/story';
import SurveyBarChartDemo from './SurveyBarChart.tsx';
import surveyBarChartSource from './SurveyBarChart.tsx?demo';
import CityTemperatureLineChartDemo from './CityTemperatureLineChart.tsx';
import cityTemperatureLineChartSource from './CityTemperatureLineChart.tsx?demo';
import StorageAreaChartDemo from './StorageAreaChart.tsx';
import storageAreaChartSource from './StorageAreaChart.tsx?demo';
import CarEfficiencyScatterChartDemo from './CarEfficiencyScatterChart.tsx';
import carEfficiencyScatterChartSource from './CarEfficiencyScatterChart.tsx?demo';
import BudgetDonutChartDemo from './BudgetDonutChart.tsx';
import budgetDonutChartSource from './BudgetDonutChart.tsx?demo';
import LaptopRadarChartDemo from './LaptopRadarChart.tsx';
import laptopRadarChartSource from './LaptopRadarChart.tsx?demo';
import DataPlanGaugeDemo from './DataPlanGauge.tsx';
import dataPlanGaugeSource from './DataPlanGauge.tsx?demo';
import ElectricityPriceHeatmapDemo from './ElectricityPriceHeatmap.tsx';
import electricityPriceHeatmapSource from './ElectricityPriceHeatmap.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const SurveyBarChart: Story = demoStory(SurveyBarChartDemo, surveyBarChartSource);
export const CityTemperatureLineChart: Story = demoStory(CityTemperatureLineChartDemo, cityTemperatureLineChartSource);
export const StorageAreaChart: Story = demoStory(StorageAreaChartDemo, storageAreaChartSource);
export const CarEfficiencyScatterChart: Story = demoStory(CarEfficiencyScatterChartDemo, carEfficiencyScatterChartSource);
export const BudgetDonutChart: Story = demoStory(BudgetDonutChartDemo, budgetDonutChartSource);
export const LaptopRadarChart: Story = demoStory(LaptopRadarChartDemo, laptopRadarChartSource);
export const DataPlanGauge: Story = demoStory(DataPlanGaugeDemo, dataPlanGaugeSource);
export const ElectricityPriceHeatmap: Story = demoStory(ElectricityPriceHeatmapDemo, electricityPriceHeatmapSource);

/** The chart tooltip renders in a portal, outside the canvas. */
const tooltipOf = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.body.querySelector<HTMLElement>('.MuiChartsTooltip-root');

BudgetDonutChart.play = async ({ canvasElement }) => {
  const faded = () => canvasElement.querySelectorAll('.MuiPieArc-root[data-faded]');
  await expect(faded()).toHaveLength(0);
  // The first slice is Housing.
  const housing = canvasElement.querySelectorAll('.MuiPieArc-root')[0];
  if (!housing) throw new Error('The chart has not rendered');
  await userEvent.hover(housing);
  // `highlightScope` fades every other slice, and the tooltip gives the amount and share.
  await waitFor(() => expect(faded()).toHaveLength(5));
  await waitFor(() => expect(tooltipOf(canvasElement)).not.toBeNull());
  await expect(within(tooltipOf(canvasElement) as HTMLElement).getByText('€1,450 (38%)')).toBeInTheDocument();
  await userEvent.unhover(housing);
  await waitFor(() => expect(faded()).toHaveLength(0));
  await waitFor(() => expect(tooltipOf(canvasElement)).toBeNull());
  await repaintWholeStory(canvasElement);
};
