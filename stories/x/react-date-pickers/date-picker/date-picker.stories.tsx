import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf, leaveFocus } from '../../../../src/demo/play';
import BasicDatePickerDemo from './BasicDatePicker.tsx';
import basicDatePickerSource from './BasicDatePicker.tsx?demo';
import DatePickerValueDemo from './DatePickerValue.tsx';
import datePickerValueSource from './DatePickerValue.tsx?demo';
import ResponsiveDatePickersDemo from './ResponsiveDatePickers.tsx';
import responsiveDatePickersSource from './ResponsiveDatePickers.tsx?demo';
import FormPropsDatePickersDemo from './FormPropsDatePickers.tsx';
import formPropsDatePickersSource from './FormPropsDatePickers.tsx?demo';
import DatePickerViewsDemo from './DatePickerViews.tsx';
import datePickerViewsSource from './DatePickerViews.tsx?demo';
import DatePickerOpenToDemo from './DatePickerOpenTo.tsx';
import datePickerOpenToSource from './DatePickerOpenTo.tsx?demo';
import DatePickerYearsOrderDemo from './DatePickerYearsOrder.tsx';
import datePickerYearsOrderSource from './DatePickerYearsOrder.tsx?demo';
import StaticDatePickerLandscapeDemo from './StaticDatePickerLandscape.tsx';
import staticDatePickerLandscapeSource from './StaticDatePickerLandscape.tsx?demo';
import HelperTextDatePickerDemo from './HelperTextDatePicker.tsx';
import helperTextDatePickerSource from './HelperTextDatePicker.tsx?demo';
import ClearableDatePickerDemo from './ClearableDatePicker.tsx';
import clearableDatePickerSource from './ClearableDatePicker.tsx?demo';
import DatePickerWeekNumbersDemo from './DatePickerWeekNumbers.tsx';
import datePickerWeekNumbersSource from './DatePickerWeekNumbers.tsx?demo';
import DatePickerOutsideDaysDemo from './DatePickerOutsideDays.tsx';
import datePickerOutsideDaysSource from './DatePickerOutsideDays.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicDatePicker: Story = demoStory(BasicDatePickerDemo, basicDatePickerSource);
export const DatePickerValue: Story = demoStory(DatePickerValueDemo, datePickerValueSource);
export const ResponsiveDatePickers: Story = demoStory(ResponsiveDatePickersDemo, responsiveDatePickersSource);
export const FormPropsDatePickers: Story = demoStory(FormPropsDatePickersDemo, formPropsDatePickersSource);
export const DatePickerViews: Story = demoStory(DatePickerViewsDemo, datePickerViewsSource);
export const DatePickerOpenTo: Story = demoStory(DatePickerOpenToDemo, datePickerOpenToSource);
export const DatePickerYearsOrder: Story = demoStory(DatePickerYearsOrderDemo, datePickerYearsOrderSource);
export const StaticDatePickerLandscape: Story = demoStory(StaticDatePickerLandscapeDemo, staticDatePickerLandscapeSource);
export const HelperTextDatePicker: Story = demoStory(HelperTextDatePickerDemo, helperTextDatePickerSource);
export const ClearableDatePicker: Story = demoStory(ClearableDatePickerDemo, clearableDatePickerSource);
export const DatePickerWeekNumbers: Story = demoStory(DatePickerWeekNumbersDemo, datePickerWeekNumbersSource);
export const DatePickerOutsideDays: Story = demoStory(DatePickerOutsideDaysDemo, datePickerOutsideDaysSource);

/**
 * The button that opens a picker names the committed date, in the same words whatever the text
 * direction (the field's own text carries bidi marks in RTL).
 */
function openButton(canvasElement: HTMLElement, date: string) {
  return within(canvasElement).getByRole('button', { name: `Choose date, selected date is ${date}` });
}

BasicDatePicker.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  await expect(popup.getByText('June 2024')).toBeInTheDocument();
  await userEvent.click(popup.getByRole('gridcell', { name: '21' }));
  // On desktop, picking a day closes the popup and commits the value.
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(openButton(canvasElement, 'Jun 21, 2024')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

DatePickerValue.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const dueDate = within(canvas.getByRole('group', { name: 'Due date (controlled)' }));
  await userEvent.click(dueDate.getByRole('button', { name: /Choose date/ }));
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  await userEvent.click(popup.getByRole('gridcell', { name: '12' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(canvas.getByText('Invoice due on Wednesday, June 12, 2024')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ResponsiveDatePickers.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The mobile variant opens its calendar in a modal dialog.
  const mobileField = within(canvas.getByRole('group', { name: 'Mobile variant' }));
  await userEvent.click(mobileField.getByRole('button', { name: /Choose date/ }));
  const dialog = within(await pageOf(canvasElement).findByRole('dialog'));
  await userEvent.click(dialog.getByRole('gridcell', { name: '16' }));
  // The dialog stays open until the reader confirms with OK.
  await expect(pageOf(canvasElement).getByRole('dialog')).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(openButton(canvasElement, 'Jul 16, 2024')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

DatePickerViews.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const billing = within(canvas.getByRole('group', { name: 'Billing period' }));
  await userEvent.click(billing.getByRole('button', { name: /Choose date/ }));
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  // The first view is the month view: no day grid.
  await expect(popup.queryByRole('grid')).not.toBeInTheDocument();
  await userEvent.click(popup.getByRole('radio', { name: 'November' }));
  // The year view comes next, as listed in `views`; the popup closes after the last one.
  await userEvent.click(await popup.findByRole('radio', { name: '2025' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(openButton(canvasElement, 'Nov 1, 2025')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ClearableDatePicker.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Call on April 22, 2024')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
  await expect(canvas.getByText('No call planned · cleared 1 time')).toBeInTheDocument();
  // Pick a new day from the calendar, which opens on `referenceDate` while the field is empty.
  await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  await userEvent.click(popup.getByRole('gridcell', { name: '3' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(canvas.getByText('Call on April 3, 2024 · cleared 1 time')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

DatePickerWeekNumbers.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  // Each row starts with its week number.
  await expect(popup.getByRole('rowheader', { name: 'Week 37' })).toBeInTheDocument();
  await userEvent.click(popup.getByRole('gridcell', { name: '23' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(openButton(canvasElement, 'Sep 23, 2024')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};
