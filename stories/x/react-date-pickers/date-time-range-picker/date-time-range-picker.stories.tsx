import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf, leaveFocus, fieldOf } from '../../../../src/demo/play';
import BasicDateTimeRangePickerDemo from './BasicDateTimeRangePicker.tsx';
import basicDateTimeRangePickerSource from './BasicDateTimeRangePicker.tsx?demo';
import DateTimeRangePickerValueDemo from './DateTimeRangePickerValue.tsx';
import dateTimeRangePickerValueSource from './DateTimeRangePickerValue.tsx?demo';
import ResponsiveDateTimeRangePickersDemo from './ResponsiveDateTimeRangePickers.tsx';
import responsiveDateTimeRangePickersSource from './ResponsiveDateTimeRangePickers.tsx?demo';
import FormPropsDateTimeRangePickersDemo from './FormPropsDateTimeRangePickers.tsx';
import formPropsDateTimeRangePickersSource from './FormPropsDateTimeRangePickers.tsx?demo';
import DateTimeRangePickerFieldTypesDemo from './DateTimeRangePickerFieldTypes.tsx';
import dateTimeRangePickerFieldTypesSource from './DateTimeRangePickerFieldTypes.tsx?demo';
import DateTimeRangePickerViewsDemo from './DateTimeRangePickerViews.tsx';
import dateTimeRangePickerViewsSource from './DateTimeRangePickerViews.tsx?demo';
import DateTimeRangePickerViewRenderersDemo from './DateTimeRangePickerViewRenderers.tsx';
import dateTimeRangePickerViewRenderersSource from './DateTimeRangePickerViewRenderers.tsx?demo';
import DateTimeRangePickerCalendarsDemo from './DateTimeRangePickerCalendars.tsx';
import dateTimeRangePickerCalendarsSource from './DateTimeRangePickerCalendars.tsx?demo';
import DateTimeRangePickerTimeStepsDemo from './DateTimeRangePickerTimeSteps.tsx';
import dateTimeRangePickerTimeStepsSource from './DateTimeRangePickerTimeSteps.tsx?demo';
import DateTimeRangePickerAmPmDemo from './DateTimeRangePickerAmPm.tsx';
import dateTimeRangePickerAmPmSource from './DateTimeRangePickerAmPm.tsx?demo';
import DateTimeRangePickerValidationDemo from './DateTimeRangePickerValidation.tsx';
import dateTimeRangePickerValidationSource from './DateTimeRangePickerValidation.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicDateTimeRangePicker: Story = demoStory(BasicDateTimeRangePickerDemo, basicDateTimeRangePickerSource);
export const DateTimeRangePickerValue: Story = demoStory(DateTimeRangePickerValueDemo, dateTimeRangePickerValueSource);
export const ResponsiveDateTimeRangePickers: Story = demoStory(ResponsiveDateTimeRangePickersDemo, responsiveDateTimeRangePickersSource);
export const FormPropsDateTimeRangePickers: Story = demoStory(FormPropsDateTimeRangePickersDemo, formPropsDateTimeRangePickersSource);
export const DateTimeRangePickerFieldTypes: Story = demoStory(DateTimeRangePickerFieldTypesDemo, dateTimeRangePickerFieldTypesSource);
export const DateTimeRangePickerViews: Story = demoStory(DateTimeRangePickerViewsDemo, dateTimeRangePickerViewsSource);
export const DateTimeRangePickerViewRenderers: Story = demoStory(DateTimeRangePickerViewRenderersDemo, dateTimeRangePickerViewRenderersSource);
export const DateTimeRangePickerCalendars: Story = demoStory(DateTimeRangePickerCalendarsDemo, dateTimeRangePickerCalendarsSource);
export const DateTimeRangePickerTimeSteps: Story = demoStory(DateTimeRangePickerTimeStepsDemo, dateTimeRangePickerTimeStepsSource);
export const DateTimeRangePickerAmPm: Story = demoStory(DateTimeRangePickerAmPmDemo, dateTimeRangePickerAmPmSource);
export const DateTimeRangePickerValidation: Story = demoStory(DateTimeRangePickerValidationDemo, dateTimeRangePickerValidationSource);

/** The `index`th section named `name` (0: start, 1: end) of the field labelled `label`. */
function section(canvasElement: HTMLElement, label: string, name: string, index = 0) {
  return fieldOf(canvasElement, label).getAllByRole('spinbutton', { name })[index];
}

/** Opens the picker of the field labelled `label` and returns its popup. */
async function openPicker(canvasElement: HTMLElement, label: string) {
  await userEvent.click(fieldOf(canvasElement, label).getByRole('button', { name: /^Choose range/ }));
  return within(await pageOf(canvasElement).findByRole('dialog'));
}

async function closePicker(canvasElement: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitForClosed(canvasElement);
}

async function waitForClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
}

BasicDateTimeRangePicker.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Offsite venue');
  await expect(popup.getByText('April 2025')).toBeInTheDocument();
  // First step: the start date and time, then Next.
  await userEvent.click(popup.getByRole('gridcell', { name: '23' }));
  await userEvent.click(popup.getByRole('option', { name: '1 hours' }));
  await userEvent.click(popup.getByRole('option', { name: '0 minutes' }));
  await userEvent.click(popup.getByRole('option', { name: 'PM' }));
  await userEvent.click(popup.getByRole('button', { name: 'Next' }));
  // Second step: the end date and time, then OK commits the range.
  await userEvent.click(await popup.findByRole('gridcell', { name: '25' }));
  await userEvent.click(popup.getByRole('option', { name: '5 hours' }));
  await userEvent.click(popup.getByRole('option', { name: '30 minutes' }));
  await userEvent.click(popup.getByRole('option', { name: 'PM' }));
  await userEvent.click(popup.getByRole('button', { name: 'OK' }));
  await waitForClosed(canvasElement);
  await expect(section(canvasElement, 'Offsite venue', 'Day', 0)).toHaveTextContent('23');
  await expect(section(canvasElement, 'Offsite venue', 'Hours', 0)).toHaveTextContent('01');
  await expect(section(canvasElement, 'Offsite venue', 'Day', 1)).toHaveTextContent('25');
  await expect(section(canvasElement, 'Offsite venue', 'Hours', 1)).toHaveTextContent('05');
  await expect(section(canvasElement, 'Offsite venue', 'Minutes', 1)).toHaveTextContent('30');
  await leaveFocus(canvasElement);
};

DateTimeRangePickerValue.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Rental length: 3 days and 8 hours')).toBeInTheDocument();
  // The second Day section is the return's.
  await userEvent.click(section(canvasElement, 'Car rental (controlled)', 'Day', 1));
  await userEvent.keyboard('21');
  await waitFor(() => expect(canvas.getByText('Rental length: 4 days and 8 hours')).toBeInTheDocument());
  await leaveFocus(canvasElement);
};

ResponsiveDateTimeRangePickers.play = async ({ canvasElement }) => {
  const dialog = await openPicker(canvasElement, 'Mobile variant');
  // The mobile dialog walks through four steps: start date, start time, end date, end time.
  await expect(dialog.getByRole('button', { name: 'Start date' })).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
  await expect(await dialog.findByRole('button', { name: 'Start time' })).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
  await expect(await dialog.findByRole('button', { name: 'End date' })).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
  await expect(await dialog.findByRole('button', { name: 'End time' })).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('option', { name: '6 hours' }));
  await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
  await waitForClosed(canvasElement);
  await expect(section(canvasElement, 'Mobile variant', 'Hours', 1)).toHaveTextContent('06');
  // The other variants keep their own value.
  await expect(section(canvasElement, 'Desktop variant', 'Hours', 1)).toHaveTextContent('04');
  await leaveFocus(canvasElement);
};

DateTimeRangePickerFieldTypes.play = async ({ canvasElement }) => {
  // The multi-input field: one group per end of the range, labelled with the locale texts.
  await expect(section(canvasElement, 'Pickup', 'Hours')).toHaveTextContent('10');
  // Clicking an input opens the popup on its end of the range: the last step, with OK.
  await userEvent.click(section(canvasElement, 'Return', 'Hours'));
  await expect(await pageOf(canvasElement).findByRole('button', { name: 'OK' })).toBeInTheDocument();
  // The focus stays in the input, so readers can type too.
  await userEvent.keyboard('7');
  await expect(section(canvasElement, 'Return', 'Hours')).toHaveTextContent('07');
  await expect(section(canvasElement, 'Return', 'Meridiem')).toHaveTextContent('PM');
  await leaveFocus(canvasElement);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('button', { name: 'OK' })).not.toBeInTheDocument());
};

DateTimeRangePickerViews.play = async ({ canvasElement }) => {
  let popup = await openPicker(canvasElement, 'Hot desk');
  // `views={['day', 'hours']}`: no column of minutes.
  await expect(popup.getByRole('listbox', { name: 'Select hours' })).toBeInTheDocument();
  await expect(popup.queryByRole('listbox', { name: 'Select minutes' })).not.toBeInTheDocument();
  await closePicker(canvasElement);
  // With `'seconds'` in the views, a column of seconds.
  popup = await openPicker(canvasElement, 'Backup job');
  await expect(popup.getByRole('listbox', { name: 'Select seconds' })).toBeInTheDocument();
  await closePicker(canvasElement);
  await leaveFocus(canvasElement);
};

DateTimeRangePickerViewRenderers.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Delivery van');
  // The hours are picked on a clock face, beside the calendar.
  await expect(popup.getByRole('listbox', { name: /^Select hours/ })).toBeInTheDocument();
  await expect(popup.getByRole('grid', { name: 'September 2025' })).toBeInTheDocument();
  await closePicker(canvasElement);
  await leaveFocus(canvasElement);
};

DateTimeRangePickerCalendars.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Festival wristband');
  // `calendars={2}`: July and August side by side, next to the time columns.
  await expect(popup.getByRole('grid', { name: 'July 2025' })).toBeInTheDocument();
  await expect(popup.getByRole('grid', { name: 'August 2025' })).toBeInTheDocument();
  await closePicker(canvasElement);
  await leaveFocus(canvasElement);
};

DateTimeRangePickerTimeSteps.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Recording studio');
  const minutes = within(popup.getByRole('listbox', { name: 'Select minutes' }));
  await expect(minutes.getAllByRole('option').map((option) => option.textContent)).toEqual(['00', '15', '30', '45']);
  await closePicker(canvasElement);
  // The second picker lists the times in a single column.
  const list = await openPicker(canvasElement, 'Parking space');
  await expect(list.getAllByRole('listbox')).toHaveLength(1);
  await expect(list.getByRole('option', { name: '07:30 PM' })).toBeInTheDocument();
  await closePicker(canvasElement);
  await leaveFocus(canvasElement);
};

DateTimeRangePickerAmPm.play = async ({ canvasElement }) => {
  await expect(section(canvasElement, 'Night train (24-hour)', 'Hours', 0)).toHaveTextContent('21');
  const popup = await openPicker(canvasElement, 'Night train (24-hour)');
  // 24-hour clock: hours up to 23 and no AM/PM column.
  await expect(popup.getByRole('option', { name: '23 hours' })).toBeInTheDocument();
  await expect(popup.queryByRole('option', { name: 'PM' })).not.toBeInTheDocument();
  await closePicker(canvasElement);
  await leaveFocus(canvasElement);
};

DateTimeRangePickerValidation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Nights from May 5 to May 15, except Fridays')).toBeInTheDocument();
  // Fridays and the days outside the allowed window are disabled in the calendar.
  const popup = await openPicker(canvasElement, 'Maintenance window');
  await expect(popup.getByRole('gridcell', { name: '9' })).toBeDisabled();
  await expect(popup.getByRole('gridcell', { name: '20' })).toBeDisabled();
  await closePicker(canvasElement);
  // A typed end at 9:00 AM falls in the day: the helper text explains the error.
  await userEvent.click(section(canvasElement, 'Maintenance window', 'Hours', 1));
  await userEvent.keyboard('9');
  await waitFor(() => expect(canvas.getByText('Maintenance runs from 10:00 PM to 6:00 AM')).toBeInTheDocument());
  await expect(canvas.getByRole('group', { name: 'Maintenance window' })).toHaveAttribute('aria-invalid', 'true');
  await leaveFocus(canvasElement);
};
