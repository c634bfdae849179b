import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf, pointAt } from '../../../../src/demo/play';
import SeriesLabelsDemo from './SeriesLabels.tsx';
import seriesLabelsSource from './SeriesLabels.tsx?demo';
import LabelByLocationDemo from './LabelByLocation.tsx';
import labelByLocationSource from './LabelByLocation.tsx?demo';
import PieLabelByLocationDemo from './PieLabelByLocation.tsx';
import pieLabelByLocationSource from './PieLabelByLocation.tsx?demo';
import LabelMarkTypesDemo from './LabelMarkTypes.tsx';
import labelMarkTypesSource from './LabelMarkTypes.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const SeriesLabels: Story = demoStory(SeriesLabelsDemo, seriesLabelsSource);
export const LabelByLocation: Story = demoStory(LabelByLocationDemo, labelByLocationSource);
export const PieLabelByLocation: Story = demoStory(PieLabelByLocationDemo, pieLabelByLocationSource);
export const LabelMarkTypes: Story = demoStory(LabelMarkTypesDemo, labelMarkTypesSource);

// Each play function ends where the demo started, with the pointer off the chart, so the capture
// taken after it matches a fresh render.

/** The open tooltip: the charts render it in a popper, outside the canvas. */
const tooltipOf = (canvasElement: HTMLElement) => pageOf(canvasElement).findByRole('tooltip');

SeriesLabels.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The legend lists the three labels.
  for (const label of ['Recycled', 'Composted', 'Landfilled']) {
    await expect(canvas.getByText(label)).toBeVisible();
  }
  const bar = canvasElement.querySelectorAll('.MuiBarElement-root')[1];
  if (!bar) throw new Error('The bars have not rendered');
  await pointAt(bar);
  const tooltip = within(await tooltipOf(canvasElement));
  await expect(tooltip.getByText('Q2')).toBeVisible();
  await expect(tooltip.getByText('Composted')).toBeVisible();
  await expect(tooltip.getByText('690 t')).toBeVisible();
  await userEvent.unhover(bar);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull());
};

LabelByLocation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('DK')).toBeVisible();
  await expect(canvas.queryByText('Denmark, wind share')).toBeNull();
  const line = canvasElement.querySelector('.MuiLineElement-root');
  if (!line) throw new Error('The lines have not rendered');
  await pointAt(line);
  const tooltip = within(await tooltipOf(canvasElement));
  await expect(tooltip.getByText('Denmark, wind share')).toBeVisible();
  await expect(tooltip.queryByText('DK')).toBeNull();
  await userEvent.unhover(line);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull());
};

PieLabelByLocation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The arc label and the legend entry of the first slice.
  await expect(canvas.getByText('Transit')).toBeVisible();
  await expect(canvas.getByText('Transit (38%)')).toBeVisible();
  const slice = canvasElement.querySelector('.MuiPieArc-root');
  if (!slice) throw new Error('The slices have not rendered');
  await userEvent.hover(slice);
  const tooltip = within(await tooltipOf(canvasElement));
  await expect(tooltip.getByText('Public transport (bus, tram, train)')).toBeVisible();
  await userEvent.unhover(slice);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull());
};
