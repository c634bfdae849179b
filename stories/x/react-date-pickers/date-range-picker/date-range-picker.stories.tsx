import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf, leaveFocus, fieldOf } from '../../../../src/demo/play';
import BasicDateRangePickerDemo from './BasicDateRangePicker.tsx';
import basicDateRangePickerSource from './BasicDateRangePicker.tsx?demo';
import DateRangePickerValueDemo from './DateRangePickerValue.tsx';
import dateRangePickerValueSource from './DateRangePickerValue.tsx?demo';
import ResponsiveDateRangePickersDemo from './ResponsiveDateRangePickers.tsx';
import responsiveDateRangePickersSource from './ResponsiveDateRangePickers.tsx?demo';
import StaticDateRangePickersDemo from './StaticDateRangePickers.tsx';
import staticDateRangePickersSource from './StaticDateRangePickers.tsx?demo';
import DateRangePickerFieldTypesDemo from './DateRangePickerFieldTypes.tsx';
import dateRangePickerFieldTypesSource from './DateRangePickerFieldTypes.tsx?demo';
import DateRangePickerCalendarsDemo from './DateRangePickerCalendars.tsx';
import dateRangePickerCalendarsSource from './DateRangePickerCalendars.tsx?demo';
import CurrentMonthCalendarPositionDemo from './CurrentMonthCalendarPosition.tsx';
import currentMonthCalendarPositionSource from './CurrentMonthCalendarPosition.tsx?demo';
import DisableAutoMonthSwitchingDemo from './DisableAutoMonthSwitching.tsx';
import disableAutoMonthSwitchingSource from './DisableAutoMonthSwitching.tsx?demo';
import FormPropsDateRangePickersDemo from './FormPropsDateRangePickers.tsx';
import formPropsDateRangePickersSource from './FormPropsDateRangePickers.tsx?demo';
import DateRangePickerValidationDemo from './DateRangePickerValidation.tsx';
import dateRangePickerValidationSource from './DateRangePickerValidation.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicDateRangePicker: Story = demoStory(BasicDateRangePickerDemo, basicDateRangePickerSource);
export const DateRangePickerValue: Story = demoStory(DateRangePickerValueDemo, dateRangePickerValueSource);
export const ResponsiveDateRangePickers: Story = demoStory(ResponsiveDateRangePickersDemo, responsiveDateRangePickersSource);
export const StaticDateRangePickers: Story = demoStory(StaticDateRangePickersDemo, staticDateRangePickersSource);
export const DateRangePickerFieldTypes: Story = demoStory(DateRangePickerFieldTypesDemo, dateRangePickerFieldTypesSource);
export const DateRangePickerCalendars: Story = demoStory(DateRangePickerCalendarsDemo, dateRangePickerCalendarsSource);
export const CurrentMonthCalendarPosition: Story = demoStory(CurrentMonthCalendarPositionDemo, currentMonthCalendarPositionSource);
export const DisableAutoMonthSwitching: Story = demoStory(DisableAutoMonthSwitchingDemo, disableAutoMonthSwitchingSource);
export const FormPropsDateRangePickers: Story = demoStory(FormPropsDateRangePickersDemo, formPropsDateRangePickersSource);
export const DateRangePickerValidation: Story = demoStory(DateRangePickerValidationDemo, dateRangePickerValidationSource);

/** Opens the picker of the single-input field labelled `label`, and returns its popup. */
async function openPicker(canvasElement: HTMLElement, label: string) {
  await userEvent.click(fieldOf(canvasElement, label).getByRole('button', { name: /Choose range/ }));
  return within(await pageOf(canvasElement).findByRole('dialog'));
}

/** Clicks day `day` in the first month the popup shows. */
async function clickDay(popup: ReturnType<typeof within>, day: string) {
  await userEvent.click(popup.getAllByRole('gridcell', { name: day })[0]);
}

async function waitForClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
}

BasicDateRangePicker.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Conference dates');
  await expect(popup.getByText('April 2025')).toBeInTheDocument();
  // The first click sets the start date, the second one the end date and closes the popup.
  await clickDay(popup, '14');
  await clickDay(popup, '17');
  await waitForClosed(canvasElement);
  await expect(
    fieldOf(canvasElement, 'Conference dates').getByRole('button', { name: /Apr 14, 2025.*Apr 17, 2025/ }),
  ).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

DateRangePickerValue.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Away from Mon, May 12 to Fri, May 16, 2025 (5 days)')).toBeInTheDocument();
  const popup = await openPicker(canvasElement, 'Business trip (controlled)');
  await clickDay(popup, '19');
  await clickDay(popup, '21');
  await waitForClosed(canvasElement);
  await expect(canvas.getByText('Away from Mon, May 19 to Wed, May 21, 2025 (3 days)')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ResponsiveDateRangePickers.play = async ({ canvasElement }) => {
  // The mobile variant opens a modal dialog, which stays open until the reader presses OK.
  const dialog = await openPicker(canvasElement, 'Mobile variant');
  await clickDay(dialog, '22');
  await clickDay(dialog, '25');
  await expect(pageOf(canvasElement).getByRole('dialog')).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
  await waitForClosed(canvasElement);
  await expect(
    fieldOf(canvasElement, 'Mobile variant').getByRole('button', { name: /Apr 22, 2025.*Apr 25, 2025/ }),
  ).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

CurrentMonthCalendarPosition.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Reporting period');
  // The month of the value is in the second calendar.
  await expect(popup.getByText('March 2025')).toBeInTheDocument();
  await expect(popup.getByText('April 2025')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitForClosed(canvasElement);
  await leaveFocus(canvasElement);
};

DateRangePickerValidation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const popup = await openPicker(canvasElement, 'Workshop room');
  await expect(popup.getByText('April 2025')).toBeInTheDocument();
  // Weekends and days before April 1 cannot be chosen.
  await expect(popup.getByRole('gridcell', { name: '12' })).toBeDisabled();
  await clickDay(popup, '14');
  await expect(canvas.getByText('No booking request sent yet')).toBeInTheDocument();
  await clickDay(popup, '18');
  await waitForClosed(canvasElement);
  await expect(canvas.getByText('Booking request sent for Apr 14 to Apr 18, 2025')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

DisableAutoMonthSwitching.play = async ({ canvasElement }) => {
  // By default, once the start date is set, the calendars move to the month of the end date.
  let popup = await openPicker(canvasElement, 'Lease (default)');
  await expect(popup.getByText('March 2025')).toBeInTheDocument();
  await clickDay(popup, '10');
  await waitFor(() => expect(popup.getByText('August 2025')).toBeInTheDocument());
  await userEvent.keyboard('{Escape}');
  await waitForClosed(canvasElement);
  // With `disableAutoMonthSwitching`, they stay where the reader clicked.
  popup = await openPicker(canvasElement, 'Lease (no month switching)');
  await clickDay(popup, '10');
  await expect(popup.getByText('March 2025')).toBeInTheDocument();
  await expect(popup.queryByText('August 2025')).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitForClosed(canvasElement);
  await leaveFocus(canvasElement);
};
