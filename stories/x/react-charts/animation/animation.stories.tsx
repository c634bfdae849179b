import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import AnimationReplayDemo from './AnimationReplay.tsx';
import animationReplaySource from './AnimationReplay.tsx?demo';
import ReducedMotionCheckDemo from './ReducedMotionCheck.tsx';
import reducedMotionCheckSource from './ReducedMotionCheck.tsx?demo';
import SeriesIdTransitionsDemo from './SeriesIdTransitions.tsx';
import seriesIdTransitionsSource from './SeriesIdTransitions.tsx?demo';
import CssAnimationTimingDemo from './CssAnimationTiming.tsx';
import cssAnimationTimingSource from './CssAnimationTiming.tsx?demo';
import ForecastBarSlotDemo from './ForecastBarSlot.tsx';
import forecastBarSlotSource from './ForecastBarSlot.tsx?demo';
import AnimatedAverageLineDemo from './AnimatedAverageLine.tsx';
import animatedAverageLineSource from './AnimatedAverageLine.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const AnimationReplay: Story = demoStory(AnimationReplayDemo, animationReplaySource);
export const ReducedMotionCheck: Story = demoStory(ReducedMotionCheckDemo, reducedMotionCheckSource);
export const SeriesIdTransitions: Story = demoStory(SeriesIdTransitionsDemo, seriesIdTransitionsSource);
export const CssAnimationTiming: Story = demoStory(CssAnimationTimingDemo, cssAnimationTimingSource);
export const ForecastBarSlot: Story = demoStory(ForecastBarSlotDemo, forecastBarSlotSource);
export const AnimatedAverageLine: Story = demoStory(AnimatedAverageLineDemo, animatedAverageLineSource);

// The tests run with reduced motion, so every change below is applied at once. Each play function
// ends where the demo started (same options, nothing focused).

AnimationReplay.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const bars = () => canvasElement.querySelectorAll('.MuiBarElement-root');
  await expect(bars()).toHaveLength(7);
  const skip = canvas.getByRole('switch', { name: 'skipAnimation' });
  await userEvent.click(skip);
  await expect(skip).toBeChecked();
  // Replaying mounts new charts: the old bars are gone, new ones take their place.
  const before = bars()[0];
  await userEvent.click(canvas.getByRole('button', { name: 'Replay' }));
  await waitFor(() => expect(bars()[0]).not.toBe(before));
  await expect(bars()).toHaveLength(7);
  await userEvent.click(skip);
  await expect(skip).not.toBeChecked();
  await leaveFocus(canvasElement);
};

ReducedMotionCheck.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByText('Your system asks for reduced motion: the line jumps to its new shape.'),
  ).toBeInTheDocument();
  const line = () => canvasElement.querySelector('.MuiLineElement-root')?.getAttribute('d') ?? '';
  const oslo = line();
  await userEvent.click(canvas.getByRole('button', { name: 'Lisbon' }));
  await expect(canvas.getByText('Average daily high in Lisbon')).toBeInTheDocument();
  await waitFor(() => expect(line()).not.toBe(oslo));
  await userEvent.click(canvas.getByRole('button', { name: 'Oslo' }));
  await waitFor(() => expect(line()).toBe(oslo));
  await leaveFocus(canvasElement);
};

SeriesIdTransitions.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const east = () => canvasElement.querySelector('[data-series="east"]');
  await expect(east()).not.toBeNull();
  const checkbox = canvas.getByRole('checkbox', { name: 'East' });
  await userEvent.click(checkbox);
  await waitFor(() => expect(east()).toBeNull());
  // The other regions keep their colours.
  await expect(canvasElement.querySelector('[data-series="west"] .MuiBarElement-root')).toHaveAttribute(
    'fill',
    '#8e24aa',
  );
  await userEvent.click(checkbox);
  await waitFor(() => expect(east()).not.toBeNull());
  await leaveFocus(canvasElement);
};

CssAnimationTiming.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const labels = () => canvasElement.querySelectorAll('.MuiPieArcLabel-root');
  await expect(labels()).toHaveLength(4);
  await userEvent.click(canvas.getByRole('button', { name: 'Replay' }));
  await waitFor(() => expect(labels()).toHaveLength(4));
  // With reduced motion the chart does not animate, so the class the CSS rule targets is absent.
  await expect(canvasElement.querySelectorAll('.MuiPieArcLabel-animate')).toHaveLength(0);
  await leaveFocus(canvasElement);
};

AnimatedAverageLine.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Average 7,886')).toBeInTheDocument();
  const group = () => canvas.getByText(/^Average/).closest('g');
  const lowPosition = group()?.getAttribute('transform');
  await userEvent.click(canvas.getByRole('button', { name: 'Week 20' }));
  await expect(canvas.getByText('Average 10,971')).toBeInTheDocument();
  // The line moves up to the new average.
  await waitFor(() => expect(group()?.getAttribute('transform')).not.toBe(lowPosition));
  await userEvent.click(canvas.getByRole('button', { name: 'Week 19' }));
  await waitFor(() => expect(group()?.getAttribute('transform')).toBe(lowPosition));
  await leaveFocus(canvasElement);
};
