import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf, leaveFocus, fieldOf } from '../../../../src/demo/play';
import InvalidValueFieldDemo from './InvalidValueField.tsx';
import invalidValueFieldSource from './InvalidValueField.tsx?demo';
import InvalidValueViewsDemo from './InvalidValueViews.tsx';
import invalidValueViewsSource from './InvalidValueViews.tsx?demo';
import CustomErrorMessageDemo from './CustomErrorMessage.tsx';
import customErrorMessageSource from './CustomErrorMessage.tsx?demo';
import DateValidationDisablePastDemo from './DateValidationDisablePast.tsx';
import dateValidationDisablePastSource from './DateValidationDisablePast.tsx?demo';
import DateValidationDisableFutureDemo from './DateValidationDisableFuture.tsx';
import dateValidationDisableFutureSource from './DateValidationDisableFuture.tsx?demo';
import DateValidationMinDateDemo from './DateValidationMinDate.tsx';
import dateValidationMinDateSource from './DateValidationMinDate.tsx?demo';
import DateValidationMaxDateDemo from './DateValidationMaxDate.tsx';
import dateValidationMaxDateSource from './DateValidationMaxDate.tsx?demo';
import DateValidationShouldDisableDateDemo from './DateValidationShouldDisableDate.tsx';
import dateValidationShouldDisableDateSource from './DateValidationShouldDisableDate.tsx?demo';
import DateValidationShouldDisableMonthDemo from './DateValidationShouldDisableMonth.tsx';
import dateValidationShouldDisableMonthSource from './DateValidationShouldDisableMonth.tsx?demo';
import DateValidationShouldDisableYearDemo from './DateValidationShouldDisableYear.tsx';
import dateValidationShouldDisableYearSource from './DateValidationShouldDisableYear.tsx?demo';
import TimeValidationMinMaxTimeDemo from './TimeValidationMinMaxTime.tsx';
import timeValidationMinMaxTimeSource from './TimeValidationMinMaxTime.tsx?demo';
import TimeValidationMinutesStepDemo from './TimeValidationMinutesStep.tsx';
import timeValidationMinutesStepSource from './TimeValidationMinutesStep.tsx?demo';
import TimeValidationShouldDisableTimeDemo from './TimeValidationShouldDisableTime.tsx';
import timeValidationShouldDisableTimeSource from './TimeValidationShouldDisableTime.tsx?demo';
import DateTimeValidationMinMaxDemo from './DateTimeValidationMinMax.tsx';
import dateTimeValidationMinMaxSource from './DateTimeValidationMinMax.tsx?demo';
import DateRangeValidationDemo from './DateRangeValidation.tsx';
import dateRangeValidationSource from './DateRangeValidation.tsx?demo';
import UseValidationHookDemo from './UseValidationHook.tsx';
import useValidationHookSource from './UseValidationHook.tsx?demo';
import ValidationInFormDemo from './ValidationInForm.tsx';
import validationInFormSource from './ValidationInForm.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const InvalidValueField: Story = demoStory(InvalidValueFieldDemo, invalidValueFieldSource);
export const InvalidValueViews: Story = demoStory(InvalidValueViewsDemo, invalidValueViewsSource);
export const CustomErrorMessage: Story = demoStory(CustomErrorMessageDemo, customErrorMessageSource);
export const DateValidationDisablePast: Story = demoStory(DateValidationDisablePastDemo, dateValidationDisablePastSource);
export const DateValidationDisableFuture: Story = demoStory(DateValidationDisableFutureDemo, dateValidationDisableFutureSource);
export const DateValidationMinDate: Story = demoStory(DateValidationMinDateDemo, dateValidationMinDateSource);
export const DateValidationMaxDate: Story = demoStory(DateValidationMaxDateDemo, dateValidationMaxDateSource);
export const DateValidationShouldDisableDate: Story = demoStory(DateValidationShouldDisableDateDemo, dateValidationShouldDisableDateSource);
export const DateValidationShouldDisableMonth: Story = demoStory(DateValidationShouldDisableMonthDemo, dateValidationShouldDisableMonthSource);
export const DateValidationShouldDisableYear: Story = demoStory(DateValidationShouldDisableYearDemo, dateValidationShouldDisableYearSource);
export const TimeValidationMinMaxTime: Story = demoStory(TimeValidationMinMaxTimeDemo, timeValidationMinMaxTimeSource);
export const TimeValidationMinutesStep: Story = demoStory(TimeValidationMinutesStepDemo, timeValidationMinutesStepSource);
export const TimeValidationShouldDisableTime: Story = demoStory(TimeValidationShouldDisableTimeDemo, timeValidationShouldDisableTimeSource);
export const DateTimeValidationMinMax: Story = demoStory(DateTimeValidationMinMaxDemo, dateTimeValidationMinMaxSource);
export const DateRangeValidation: Story = demoStory(DateRangeValidationDemo, dateRangeValidationSource);
export const UseValidationHook: Story = demoStory(UseValidationHookDemo, useValidationHookSource);
export const ValidationInForm: Story = demoStory(ValidationInFormDemo, validationInFormSource);

/** Clicks the section named `section` (Month, Day, Year, Hours…) of a field and types `text` into it. */
async function typeInSection(canvasElement: HTMLElement, label: string, section: string, text: string) {
  const spinbutton = fieldOf(canvasElement, label).getByRole('spinbutton', { name: section });
  await userEvent.click(spinbutton);
  await userEvent.keyboard(text);
  // Each section takes its digits before the next one is typed: a busy machine drops none.
  await waitFor(() => expect(spinbutton).toHaveTextContent(text));
}

/** Opens the picker labelled `label` with its button and returns its popup. */
async function openPicker(canvasElement: HTMLElement, label: string) {
  await userEvent.click(fieldOf(canvasElement, label).getByRole('button', { name: /Choose date/ }));
  return within(await pageOf(canvasElement).findByRole('dialog'));
}

/** Closes the open popup with Escape and waits until it is gone. */
async function closePicker(canvasElement: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
}

CustomErrorMessage.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const appointment = fieldOf(canvasElement, 'Appointment');
  await expect(canvas.getByText('A weekday between March 3 and April 30')).toBeInTheDocument();
  // One day before Monday, March 17, 2025 is a Sunday.
  await userEvent.click(appointment.getByRole('spinbutton', { name: 'Day' }));
  await userEvent.keyboard('{ArrowDown}');
  await expect(await canvas.findByText('The center is closed on weekends.')).toBeInTheDocument();
  // Two months later, Friday, May 16, is after `maxDate`.
  await userEvent.click(appointment.getByRole('spinbutton', { name: 'Month' }));
  await userEvent.keyboard('{ArrowUp}{ArrowUp}');
  await expect(await canvas.findByText('Bookings close on April 30, 2025.')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

DateValidationMinDate.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Pick-up date');
  // Days before `minDate` (May 12) are disabled in the calendar.
  await expect(popup.getByRole('gridcell', { name: '11' })).toBeDisabled();
  await expect(popup.getByRole('gridcell', { name: '12' })).not.toBeDisabled();
  await closePicker(canvasElement);
  await leaveFocus(canvasElement);
};

DateValidationShouldDisableDate.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Transfer date');
  // Saturday May 24 and Memorial Day (May 26) are disabled; Tuesday May 27 is not.
  await expect(popup.getByRole('gridcell', { name: '24' })).toBeDisabled();
  await expect(popup.getByRole('gridcell', { name: '26' })).toBeDisabled();
  await expect(popup.getByRole('gridcell', { name: '27' })).not.toBeDisabled();
  await userEvent.click(popup.getByRole('gridcell', { name: '27' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(
    fieldOf(canvasElement, 'Transfer date').getByRole('button', { name: 'Choose date, selected date is May 27, 2025' }),
  ).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

TimeValidationMinutesStep.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Courts are booked on the quarter hour: :00, :15, :30 or :45.')).toBeInTheDocument();
  await typeInSection(canvasElement, 'Court booking', 'Minutes', '15');
  await expect(await canvas.findByText('Slots start every 15 minutes.')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ValidationInForm.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const submit = canvas.getByRole('button', { name: 'Book viewing' });
  await expect(submit).toBeEnabled();
  // 8:30 AM is before the first viewing: the button turns off and the field explains why.
  await typeInSection(canvasElement, 'Viewing time', 'Hours', '08');
  await expect(await canvas.findByText('Viewings run from 9:00 AM to 7:00 PM.')).toBeInTheDocument();
  await expect(submit).toBeDisabled();
  await typeInSection(canvasElement, 'Viewing time', 'Hours', '11');
  await waitFor(() => expect(submit).toBeEnabled());
  await userEvent.click(submit);
  await expect(await canvas.findByText('Viewing booked for Wednesday, October 8 at 11:30 AM.')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};
