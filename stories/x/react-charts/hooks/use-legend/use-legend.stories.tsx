import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import TrafficLegendTableDemo from './TrafficLegendTable.tsx';
import trafficLegendTableSource from './TrafficLegendTable.tsx?demo';
import HighlightingLegendDemo from './HighlightingLegend.tsx';
import highlightingLegendSource from './HighlightingLegend.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const TrafficLegendTable: Story = demoStory(TrafficLegendTableDemo, trafficLegendTableSource);
export const HighlightingLegend: Story = demoStory(HighlightingLegendDemo, highlightingLegendSource);

// Pointing at a legend entry highlights its series and fades the others; leaving it restores the chart.
HighlightingLegend.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const faded = () => canvasElement.querySelectorAll('.MuiBarElement-faded');
  const entry = canvas.getByRole('button', { name: 'Mobile app' });
  await expect(faded()).toHaveLength(0);
  await userEvent.hover(entry);
  await waitFor(() => expect(entry).toHaveAttribute('aria-pressed', 'true'));
  // Billing and Public API fade: two series of four quarters.
  await waitFor(() => expect(faded()).toHaveLength(8));
  await expect(canvasElement.querySelectorAll('.MuiBarElement-highlighted')).toHaveLength(4);
  await userEvent.unhover(entry);
  await waitFor(() => expect(faded()).toHaveLength(0));
  await expect(entry).toHaveAttribute('aria-pressed', 'false');
};
