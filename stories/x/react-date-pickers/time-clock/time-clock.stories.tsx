import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import BasicTimeClockDemo from './BasicTimeClock.tsx';
import basicTimeClockSource from './BasicTimeClock.tsx?demo';
import TimeClockValueDemo from './TimeClockValue.tsx';
import timeClockValueSource from './TimeClockValue.tsx?demo';
import TimeClockFormPropsDemo from './TimeClockFormProps.tsx';
import timeClockFormPropsSource from './TimeClockFormProps.tsx?demo';
import TimeClockViewsDemo from './TimeClockViews.tsx';
import timeClockViewsSource from './TimeClockViews.tsx?demo';
import TimeClockAmPmDemo from './TimeClockAmPm.tsx';
import timeClockAmPmSource from './TimeClockAmPm.tsx?demo';
import TimeClockValidationDemo from './TimeClockValidation.tsx';
import timeClockValidationSource from './TimeClockValidation.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicTimeClock: Story = demoStory(BasicTimeClockDemo, basicTimeClockSource);
export const TimeClockValue: Story = demoStory(TimeClockValueDemo, timeClockValueSource);
export const TimeClockFormProps: Story = demoStory(TimeClockFormPropsDemo, timeClockFormPropsSource);
export const TimeClockViews: Story = demoStory(TimeClockViewsDemo, timeClockViewsSource);
export const TimeClockAmPm: Story = demoStory(TimeClockAmPmDemo, timeClockAmPmSource);
export const TimeClockValidation: Story = demoStory(TimeClockValidationDemo, timeClockValidationSource);

/** The dial of the clock labelled `label`: a listbox named after its view and the selected time. */
function dial(canvasElement: HTMLElement, label: RegExp) {
  return within(within(canvasElement).getByRole('group', { name: label })).getByRole('listbox');
}

TimeClockValue.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The dial takes the keyboard focus (a mouse picks a time by pointing on it).
  dial(canvasElement, /Medication/).focus();
  // The arrow keys turn the hand by one hour; Enter confirms and opens the minutes.
  await userEvent.keyboard('{ArrowUp}');
  await expect(canvas.getByText('Take it at 9:00 AM')).toBeInTheDocument();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(dial(canvasElement, /Medication/)).toHaveAccessibleName(/Select minutes/));
  // Changing the view turns the hand with a CSS transition: wait for it to end.
  await waitFor(() => expect(canvasElement.getAnimations({ subtree: true })).toHaveLength(0));
  await leaveFocus(canvasElement);
  await repaintWholeStory(canvasElement);
};

TimeClockViews.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const launch = within(canvas.getByRole('group', { name: /Launch time/ }));
  // The view switcher moves to the next view without changing the value.
  await userEvent.click(launch.getByRole('button', { name: 'Open next view' }));
  await userEvent.click(launch.getByRole('button', { name: 'Open next view' }));
  const clock = dial(canvasElement, /Launch time/);
  await expect(clock).toHaveAccessibleName(/Select seconds/);
  clock.focus();
  await userEvent.keyboard('{PageUp}');
  await expect(canvas.getByText('Launch time: 03:24:45 PM')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

TimeClockValidation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const clock = dial(canvasElement, /Training session/);
  // The cleaning hour (1 PM) and the hours after closing are disabled on the dial.
  await expect(within(clock).getByRole('option', { name: '1 hours' })).toHaveAttribute('aria-disabled', 'true');
  await expect(within(clock).getByRole('option', { name: '11 hours' })).toHaveAttribute('aria-disabled', 'true');
  clock.focus();
  await userEvent.keyboard('{ArrowUp}');
  await expect(canvas.getByText('Training session: 3:30 PM')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};
