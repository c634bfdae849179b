import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import BasicTimeFieldDemo from './BasicTimeField.tsx';
import basicTimeFieldSource from './BasicTimeField.tsx?demo';
import TimeFieldValueDemo from './TimeFieldValue.tsx';
import timeFieldValueSource from './TimeFieldValue.tsx?demo';
import TimeFieldFormatsDemo from './TimeFieldFormats.tsx';
import timeFieldFormatsSource from './TimeFieldFormats.tsx?demo';
import ClearableTimeFieldDemo from './ClearableTimeField.tsx';
import clearableTimeFieldSource from './ClearableTimeField.tsx?demo';
import TimeFieldFormPropsDemo from './TimeFieldFormProps.tsx';
import timeFieldFormPropsSource from './TimeFieldFormProps.tsx?demo';
import TimeFieldValidationDemo from './TimeFieldValidation.tsx';
import timeFieldValidationSource from './TimeFieldValidation.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicTimeField: Story = demoStory(BasicTimeFieldDemo, basicTimeFieldSource);
export const TimeFieldValue: Story = demoStory(TimeFieldValueDemo, timeFieldValueSource);
export const TimeFieldFormats: Story = demoStory(TimeFieldFormatsDemo, timeFieldFormatsSource);
export const ClearableTimeField: Story = demoStory(ClearableTimeFieldDemo, clearableTimeFieldSource);
export const TimeFieldFormProps: Story = demoStory(TimeFieldFormPropsDemo, timeFieldFormPropsSource);
export const TimeFieldValidation: Story = demoStory(TimeFieldValidationDemo, timeFieldValidationSource);

/**
 * A section (Hours, Minutes, Meridiem) of the field labelled `label`, by name: in RTL the
 * sections of a time come in another order.
 */
function section(canvasElement: HTMLElement, label: string, name: string) {
  return within(within(canvasElement).getByRole('group', { name: label })).getByRole('spinbutton', { name });
}

/**
 * Clicks a section and types into it. The field is left first when it has the focus, so that the
 * click selects the section before the first key arrives.
 */
async function typeInto(canvasElement: HTMLElement, label: string, name: string, text: string) {
  if (within(canvasElement).getByRole('group', { name: label }).contains(document.activeElement)) {
    await leaveFocus(canvasElement);
  }
  await userEvent.click(section(canvasElement, label, name));
  await userEvent.keyboard(text);
}

BasicTimeField.play = async ({ canvasElement }) => {
  // The hours hand over to the minutes once complete.
  await typeInto(canvasElement, 'Doors open', 'Hours', '0845');
  // "A" or "P" in the meridiem section.
  await typeInto(canvasElement, 'Doors open', 'Meridiem', 'A');
  await waitFor(() => expect(section(canvasElement, 'Doors open', 'Meridiem')).toHaveTextContent('AM'));
  await expect(section(canvasElement, 'Doors open', 'Hours')).toHaveTextContent('08');
  await expect(section(canvasElement, 'Doors open', 'Minutes')).toHaveTextContent('45');
  // The arrow keys step the selected section: the meridiem goes back to PM.
  await typeInto(canvasElement, 'Doors open', 'Meridiem', '{ArrowUp}');
  await waitFor(() => expect(section(canvasElement, 'Doors open', 'Meridiem')).toHaveTextContent('PM'));
  await leaveFocus(canvasElement);
};

TimeFieldValue.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Race time: 3 h 47 min')).toBeInTheDocument();
  await userEvent.click(section(canvasElement, 'Finish time (controlled)', 'Minutes'));
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  await expect(canvas.getByText('Race time: 3 h 45 min')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ClearableTimeField.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
  await expect(canvas.getByText('Reminders are off')).toBeInTheDocument();
  await typeInto(canvasElement, 'Daily reminder', 'Hours', '0730');
  await typeInto(canvasElement, 'Daily reminder', 'Meridiem', 'P');
  await expect(canvas.getByText('Reminder at 7:30 PM')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

TimeFieldValidation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await typeInto(canvasElement, 'Courier pick-up', 'Minutes', '20');
  await expect(await canvas.findByText('Pick-ups are booked on the quarter hour.')).toBeInTheDocument();
  await typeInto(canvasElement, 'Courier pick-up', 'Hours', '0730');
  await expect(await canvas.findByText('The courier starts its rounds at 8:00 AM.')).toBeInTheDocument();
  await typeInto(canvasElement, 'Courier pick-up', 'Hours', '09');
  await expect(await canvas.findByText('Between 8:00 AM and 6:00 PM, on the quarter hour')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};
