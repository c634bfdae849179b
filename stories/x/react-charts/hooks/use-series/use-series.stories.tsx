import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { leaveFocus } from '../../../../../src/demo/play';
import { demoStory } from '../../../../../src/demo/story';
import SeriesInspectorDemo from './SeriesInspector.tsx';
import seriesInspectorSource from './SeriesInspector.tsx?demo';
import LineEndLabelsDemo from './LineEndLabels.tsx';
import lineEndLabelsSource from './LineEndLabels.tsx?demo';
import DonutTotalDemo from './DonutTotal.tsx';
import donutTotalSource from './DonutTotal.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const SeriesInspector: Story = demoStory(SeriesInspectorDemo, seriesInspectorSource);
export const LineEndLabels: Story = demoStory(LineEndLabelsDemo, lineEndLabelsSource);
export const DonutTotal: Story = demoStory(DonutTotalDemo, donutTotalSource);

// Switching the year changes the series; the centre label, computed from usePieSeries(), follows.
// The play function ends on 2024 with nothing focused, as the demo starts.
DonutTotal.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('387 TWh')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: '2023' }));
  await waitFor(() => expect(canvas.getByText('389 TWh')).toBeInTheDocument());
  await userEvent.click(canvas.getByRole('button', { name: '2024' }));
  await waitFor(() => expect(canvas.getByText('387 TWh')).toBeInTheDocument());
  await leaveFocus(canvasElement);
};
