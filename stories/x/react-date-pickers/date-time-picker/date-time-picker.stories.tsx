import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import BasicDateTimePickerDemo from './BasicDateTimePicker.tsx';
import basicDateTimePickerSource from './BasicDateTimePicker.tsx?demo';
import ControlledDateTimePickerDemo from './ControlledDateTimePicker.tsx';
import controlledDateTimePickerSource from './ControlledDateTimePicker.tsx?demo';
import DateTimePickerVariantsDemo from './DateTimePickerVariants.tsx';
import dateTimePickerVariantsSource from './DateTimePickerVariants.tsx?demo';
import FormPropsDateTimePickerDemo from './FormPropsDateTimePicker.tsx';
import formPropsDateTimePickerSource from './FormPropsDateTimePicker.tsx?demo';
import DateTimePickerViewsDemo from './DateTimePickerViews.tsx';
import dateTimePickerViewsSource from './DateTimePickerViews.tsx?demo';
import DateTimePickerOpenToDemo from './DateTimePickerOpenTo.tsx';
import dateTimePickerOpenToSource from './DateTimePickerOpenTo.tsx?demo';
import DateTimePickerViewRenderersDemo from './DateTimePickerViewRenderers.tsx';
import dateTimePickerViewRenderersSource from './DateTimePickerViewRenderers.tsx?demo';
import DateTimePickerTimeStepsDemo from './DateTimePickerTimeSteps.tsx';
import dateTimePickerTimeStepsSource from './DateTimePickerTimeSteps.tsx?demo';
import DateTimePickerMinMaxDemo from './DateTimePickerMinMax.tsx';
import dateTimePickerMinMaxSource from './DateTimePickerMinMax.tsx?demo';
import LandscapeDateTimePickerDemo from './LandscapeDateTimePicker.tsx';
import landscapeDateTimePickerSource from './LandscapeDateTimePicker.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicDateTimePicker: Story = demoStory(BasicDateTimePickerDemo, basicDateTimePickerSource);
export const ControlledDateTimePicker: Story = demoStory(ControlledDateTimePickerDemo, controlledDateTimePickerSource);
export const DateTimePickerVariants: Story = demoStory(DateTimePickerVariantsDemo, dateTimePickerVariantsSource);
export const FormPropsDateTimePicker: Story = demoStory(FormPropsDateTimePickerDemo, formPropsDateTimePickerSource);
export const DateTimePickerViews: Story = demoStory(DateTimePickerViewsDemo, dateTimePickerViewsSource);
export const DateTimePickerOpenTo: Story = demoStory(DateTimePickerOpenToDemo, dateTimePickerOpenToSource);
export const DateTimePickerViewRenderers: Story = demoStory(
  DateTimePickerViewRenderersDemo,
  dateTimePickerViewRenderersSource,
);
export const DateTimePickerTimeSteps: Story = demoStory(DateTimePickerTimeStepsDemo, dateTimePickerTimeStepsSource);
export const DateTimePickerMinMax: Story = demoStory(DateTimePickerMinMaxDemo, dateTimePickerMinMaxSource);
export const LandscapeDateTimePicker: Story = demoStory(LandscapeDateTimePickerDemo, landscapeDateTimePickerSource);

/** The picker field labelled `label`. */
function field(canvasElement: HTMLElement, label: string | RegExp) {
  return within(within(canvasElement).getByRole('group', { name: label }));
}

/** The value of the field labelled `label` as text, without the invisible characters of right-to-left pages. */
function fieldValue(canvasElement: HTMLElement, label: string) {
  const input = within(canvasElement).getByRole('group', { name: label }).querySelector('input');
  return (input?.value ?? '').replace(/[\u200e\u2066-\u2069]/g, '');
}

/** The space-separated parts of a text, sorted: right-to-left pages show these parts of a format in reverse order. */
const parts = (text: string) => text.split(/\s+/).filter(Boolean).sort();

/** Clicks the section named `section` (Month, Day, Hours…) of a field and types `text` into it. */
async function typeInSection(canvasElement: HTMLElement, label: string, section: string, text: string) {
  await userEvent.click(field(canvasElement, label).getByRole('spinbutton', { name: section }));
  await userEvent.keyboard(text);
}

/** Opens the picker labelled `label` with its button and returns its popup or dialog. */
async function openPicker(canvasElement: HTMLElement, label: string) {
  await userEvent.click(field(canvasElement, label).getByRole('button', { name: /Choose date/ }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
}

async function waitForClosed(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
}

BasicDateTimePicker.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Quarterly review');
  // Desktop: the calendar and the time columns side by side.
  await userEvent.click(popup.getByRole('gridcell', { name: '14' }));
  await userEvent.click(popup.getByRole('option', { name: '2 hours' }));
  await userEvent.click(popup.getByRole('option', { name: 'PM' }));
  await userEvent.click(popup.getByRole('button', { name: 'OK' }));
  await waitForClosed(canvasElement);
  await expect(parts(fieldValue(canvasElement, 'Quarterly review'))).toEqual(parts('03/14/2024 02:30 PM'));
  await leaveFocus(canvasElement);
};

ControlledDateTimePicker.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Boarding starts Fri, Aug 2, 2024 at 7:15 AM')).toBeInTheDocument();
  await typeInSection(canvasElement, 'Boarding', 'Hours', '0640');
  await waitFor(() => expect(canvas.getByText('Boarding starts Fri, Aug 2, 2024 at 6:40 AM')).toBeInTheDocument());
  await leaveFocus(canvasElement);
};

DateTimePickerVariants.play = async ({ canvasElement }) => {
  const dialog = await openPicker(canvasElement, 'Mobile variant');
  // The mobile variant shows one view at a time, with tabs to switch between date and time.
  await userEvent.click(dialog.getByRole('tab', { name: 'pick time' }));
  await expect(dialog.getByRole('listbox', { name: /^Select hours/ })).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitForClosed(canvasElement);
  await leaveFocus(canvasElement);
};

FormPropsDateTimePicker.play = async ({ canvasElement }) => {
  await expect(field(canvasElement, 'Order placed').getByRole('button', { name: /Choose date/ })).toBeDisabled();
  await expect(field(canvasElement, 'Refund issued').getByRole('button', { name: /Choose date/ })).toBeDisabled();
  await expect(within(canvasElement).getByRole('group', { name: /Return pick-up/ }).querySelector('input')).toBeRequired();
};

DateTimePickerOpenTo.play = async ({ canvasElement }) => {
  const dialog = await openPicker(canvasElement, 'Follow-up call');
  // `openTo="hours"`: the dialog starts on the clock.
  await expect(dialog.getByRole('listbox', { name: /^Select hours/ })).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitForClosed(canvasElement);
  await leaveFocus(canvasElement);
};

DateTimePickerTimeSteps.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Train departure');
  const minutes = within(popup.getByRole('listbox', { name: 'Select minutes' }));
  await expect(minutes.getByRole('option', { name: '45 minutes' })).toBeInTheDocument();
  await expect(minutes.queryByRole('option', { name: '50 minutes' })).not.toBeInTheDocument();
  // 24-hour clock: no AM/PM column, hours up to 23.
  await expect(popup.getByRole('option', { name: '23 hours' })).toBeInTheDocument();
  await expect(popup.queryByRole('option', { name: 'PM' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitForClosed(canvasElement);
  await leaveFocus(canvasElement);
};

DateTimePickerMinMax.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Between July 8, 10:30 AM and July 19, 4:00 PM')).toBeInTheDocument();
  // July 8 at 9:00 AM is the right day, but before the first slot.
  await typeInSection(canvasElement, 'Technician visit', 'Day', '08');
  await typeInSection(canvasElement, 'Technician visit', 'Hours', '09');
  // ArrowUp on the AM/PM section switches PM to AM.
  await typeInSection(canvasElement, 'Technician visit', 'Meridiem', '{ArrowUp}');
  await waitFor(() =>
    expect(parts(fieldValue(canvasElement, 'Technician visit'))).toEqual(parts('07/08/2024 09:00 AM')),
  );
  await waitFor(() =>
    expect(canvas.getByText('The first visit slot is July 8, 2024 at 10:30 AM')).toBeInTheDocument(),
  );
  await leaveFocus(canvasElement);
};
