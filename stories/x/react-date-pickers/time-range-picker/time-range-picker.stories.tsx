import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf, leaveFocus, fieldOf } from '../../../../src/demo/play';
import BasicTimeRangePickerDemo from './BasicTimeRangePicker.tsx';
import basicTimeRangePickerSource from './BasicTimeRangePicker.tsx?demo';
import TimeRangePickerValueDemo from './TimeRangePickerValue.tsx';
import timeRangePickerValueSource from './TimeRangePickerValue.tsx?demo';
import TimeRangePickerVariantsDemo from './TimeRangePickerVariants.tsx';
import timeRangePickerVariantsSource from './TimeRangePickerVariants.tsx?demo';
import TimeRangePickerFieldsDemo from './TimeRangePickerFields.tsx';
import timeRangePickerFieldsSource from './TimeRangePickerFields.tsx?demo';
import TimeRangePickerViewsDemo from './TimeRangePickerViews.tsx';
import timeRangePickerViewsSource from './TimeRangePickerViews.tsx?demo';
import TimeRangePickerAmPmDemo from './TimeRangePickerAmPm.tsx';
import timeRangePickerAmPmSource from './TimeRangePickerAmPm.tsx?demo';
import TimeRangePickerTimeStepsDemo from './TimeRangePickerTimeSteps.tsx';
import timeRangePickerTimeStepsSource from './TimeRangePickerTimeSteps.tsx?demo';
import TimeRangePickerValidationDemo from './TimeRangePickerValidation.tsx';
import timeRangePickerValidationSource from './TimeRangePickerValidation.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicTimeRangePicker: Story = demoStory(BasicTimeRangePickerDemo, basicTimeRangePickerSource);
export const TimeRangePickerValue: Story = demoStory(TimeRangePickerValueDemo, timeRangePickerValueSource);
export const TimeRangePickerVariants: Story = demoStory(TimeRangePickerVariantsDemo, timeRangePickerVariantsSource);
export const TimeRangePickerFields: Story = demoStory(TimeRangePickerFieldsDemo, timeRangePickerFieldsSource);
export const TimeRangePickerViews: Story = demoStory(TimeRangePickerViewsDemo, timeRangePickerViewsSource);
export const TimeRangePickerAmPm: Story = demoStory(TimeRangePickerAmPmDemo, timeRangePickerAmPmSource);
export const TimeRangePickerTimeSteps: Story = demoStory(TimeRangePickerTimeStepsDemo, timeRangePickerTimeStepsSource);
export const TimeRangePickerValidation: Story = demoStory(TimeRangePickerValidationDemo, timeRangePickerValidationSource);

/**
 * The button that opens a picker names the committed range, in the same words whatever the text
 * direction (the field's own text carries bidi marks in RTL).
 */
function openButton(canvasElement: HTMLElement, range: string) {
  return within(canvasElement).getByRole('button', { name: `Choose range, selected range is ${range}` });
}

/** Opens the picker of the field labelled `label` and returns its popup. */
async function openPicker(canvasElement: HTMLElement, label: string) {
  await userEvent.click(fieldOf(canvasElement, label).getByRole('button', { name: /^Choose range/ }));
  return within(await pageOf(canvasElement).findByRole('dialog'));
}

async function waitForClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
}

/** Clicks the `index`th section named `section` (0: start, 1: end) of a field and types `text`. */
async function typeInSection(canvasElement: HTMLElement, label: string, section: string, index: number, text: string) {
  await userEvent.click(fieldOf(canvasElement, label).getAllByRole('spinbutton', { name: section })[index]);
  await userEvent.keyboard(text);
}

BasicTimeRangePicker.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Store opening hours');
  // First step: the start time.
  await userEvent.click(popup.getByRole('option', { name: '8 hours' }));
  await userEvent.click(popup.getByRole('button', { name: 'Next' }));
  // Second step: the end time, then OK commits the range.
  await userEvent.click(await popup.findByRole('option', { name: '6 hours' }));
  await userEvent.click(popup.getByRole('button', { name: 'OK' }));
  await waitForClosed(canvasElement);
  await expect(openButton(canvasElement, '08:00 AM - 06:30 PM')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

TimeRangePickerValue.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Shift length: 8 h 30 min')).toBeInTheDocument();
  // The second Hours section is the end time's.
  await typeInSection(canvasElement, 'Shift (controlled)', 'Hours', 1, '6');
  await waitFor(() => expect(canvas.getByText('Shift length: 9 h 30 min')).toBeInTheDocument());
  await leaveFocus(canvasElement);
};

TimeRangePickerVariants.play = async ({ canvasElement }) => {
  const dialog = await openPicker(canvasElement, 'Mobile variant');
  // The mobile dialog has a tab for each end of the range.
  await expect(dialog.getByRole('tab', { name: 'Start' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(dialog.getByRole('tab', { name: 'End' }));
  await expect(dialog.getByRole('tab', { name: 'End' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(dialog.getByRole('option', { name: '5 hours' }));
  // Cancel puts the previous range back.
  await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitForClosed(canvasElement);
  await expect(
    fieldOf(canvasElement, 'Mobile variant').getByRole('button', {
      name: 'Choose range, selected range is 02:00 PM - 04:00 PM',
    }),
  ).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

TimeRangePickerFields.play = async ({ canvasElement }) => {
  // The multi-input field: one group per end of the range.
  const curfew = fieldOf(canvasElement, 'Curfew');
  await expect(fieldOf(canvasElement, 'Doors open').getByRole('spinbutton', { name: 'Hours' })).toHaveTextContent('07');
  await userEvent.click(curfew.getByRole('spinbutton', { name: 'Hours' }));
  await userEvent.keyboard('10');
  await expect(curfew.getByRole('spinbutton', { name: 'Hours' })).toHaveTextContent('10');
  await leaveFocus(canvasElement);
};

TimeRangePickerViews.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Room booking');
  // `views={['hours']}`: no column of minutes.
  await expect(popup.getByRole('listbox', { name: 'Select hours' })).toBeInTheDocument();
  await expect(popup.queryByRole('listbox', { name: 'Select minutes' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitForClosed(canvasElement);
  await leaveFocus(canvasElement);
};

TimeRangePickerAmPm.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Check-in desk (24-hour)');
  // 24-hour clock: hours up to 23 and no AM/PM column.
  await expect(popup.getByRole('option', { name: '23 hours' })).toBeInTheDocument();
  await expect(popup.queryByRole('option', { name: 'PM' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitForClosed(canvasElement);
  await leaveFocus(canvasElement);
};

TimeRangePickerTimeSteps.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Appointment');
  const minutes = within(popup.getByRole('listbox', { name: 'Select minutes' }));
  await expect(minutes.getAllByRole('option').map((option) => option.textContent)).toEqual(['00', '15', '30', '45']);
  await userEvent.keyboard('{Escape}');
  await waitForClosed(canvasElement);
  // The second picker lists the times in a single column.
  const list = await openPicker(canvasElement, 'Table reservation');
  await expect(list.getAllByRole('listbox')).toHaveLength(1);
  await expect(list.getByRole('option', { name: '07:30 PM' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitForClosed(canvasElement);
  await leaveFocus(canvasElement);
};

TimeRangePickerValidation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Open 8:00 AM to 6:00 PM, closed for lunch at noon')).toBeInTheDocument();
  // 7:30 PM is after closing time.
  await typeInSection(canvasElement, 'Consultation', 'Hours', 1, '7');
  await typeInSection(canvasElement, 'Consultation', 'Meridiem', 1, 'P');
  await waitFor(() => expect(canvas.getByText('The clinic closes at 6:00 PM')).toBeInTheDocument());
  await leaveFocus(canvasElement);
};
