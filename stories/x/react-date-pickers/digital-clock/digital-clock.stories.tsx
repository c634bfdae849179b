import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import DigitalClockBasicDemo from './DigitalClockBasic.tsx';
import digitalClockBasicSource from './DigitalClockBasic.tsx?demo';
import DigitalClockValueDemo from './DigitalClockValue.tsx';
import digitalClockValueSource from './DigitalClockValue.tsx?demo';
import DigitalClockFormPropsDemo from './DigitalClockFormProps.tsx';
import digitalClockFormPropsSource from './DigitalClockFormProps.tsx?demo';
import DigitalClockViewsDemo from './DigitalClockViews.tsx';
import digitalClockViewsSource from './DigitalClockViews.tsx?demo';
import DigitalClockAmPmDemo from './DigitalClockAmPm.tsx';
import digitalClockAmPmSource from './DigitalClockAmPm.tsx?demo';
import DigitalClockTimeStepDemo from './DigitalClockTimeStep.tsx';
import digitalClockTimeStepSource from './DigitalClockTimeStep.tsx?demo';
import DigitalClockSkipDisabledDemo from './DigitalClockSkipDisabled.tsx';
import digitalClockSkipDisabledSource from './DigitalClockSkipDisabled.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const DigitalClockBasic: Story = demoStory(DigitalClockBasicDemo, digitalClockBasicSource);
export const DigitalClockValue: Story = demoStory(DigitalClockValueDemo, digitalClockValueSource);
export const DigitalClockFormProps: Story = demoStory(DigitalClockFormPropsDemo, digitalClockFormPropsSource);
export const DigitalClockViews: Story = demoStory(DigitalClockViewsDemo, digitalClockViewsSource);
export const DigitalClockAmPm: Story = demoStory(DigitalClockAmPmDemo, digitalClockAmPmSource);
export const DigitalClockTimeStep: Story = demoStory(DigitalClockTimeStepDemo, digitalClockTimeStepSource);
export const DigitalClockSkipDisabled: Story = demoStory(DigitalClockSkipDisabledDemo, digitalClockSkipDisabledSource);

/** The clock inside the group labelled `label`. */
function clockIn(canvasElement: HTMLElement, label: RegExp) {
  return within(within(canvasElement).getByRole('group', { name: label }));
}

DigitalClockValue.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const haircut = clockIn(canvasElement, /Haircut/);
  await userEvent.click(haircut.getByRole('option', { name: '03:30 PM' }));
  await expect(canvas.getByText('Booked for 3:30 PM')).toBeInTheDocument();
  await expect(haircut.getByRole('option', { name: '03:30 PM' })).toHaveAttribute('aria-selected', 'true');
  await leaveFocus(canvasElement);
};

DigitalClockViews.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const incident = clockIn(canvasElement, /Incident/);
  // One column per view: each click changes its own part of the time.
  await userEvent.click(incident.getByRole('option', { name: '18 minutes' }));
  await userEvent.click(incident.getByRole('option', { name: '02 seconds' }));
  await expect(canvas.getByText('Incident at 03:18:02 AM')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

DigitalClockTimeStep.play = async ({ canvasElement }) => {
  const teeTime = clockIn(canvasElement, /Tee time/);
  // Three times an hour: 8:00, 8:20 and 8:40.
  await expect(teeTime.getByRole('option', { name: '08:20 AM' })).toBeInTheDocument();
  await expect(teeTime.queryByRole('option', { name: '08:30 AM' })).not.toBeInTheDocument();
  const timer = clockIn(canvasElement, /Oven timer/);
  const seconds = within(timer.getByRole('listbox', { name: 'Select seconds' }));
  await expect(seconds.getAllByRole('option').map((option) => option.textContent)).toEqual(['00', '15', '30', '45']);
};

DigitalClockSkipDisabled.play = async ({ canvasElement }) => {
  const dropIn = clockIn(canvasElement, /Drop-in/);
  // The list starts at 9:00 AM: earlier times are not rendered at all.
  await expect(dropIn.getAllByRole('option')[0]).toHaveAccessibleName('09:00 AM');
  const workshop = clockIn(canvasElement, /Workshop/);
  const hours = within(workshop.getByRole('listbox', { name: 'Select hours' }));
  await expect(hours.getAllByRole('option').map((option) => option.textContent)).toEqual(['09', '10', '11', '12', '13']);
};
