import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf, leaveFocus } from '../../../../src/demo/play';
import BasicTimePickerDemo from './BasicTimePicker.tsx';
import basicTimePickerSource from './BasicTimePicker.tsx?demo';
import TimePickerValueDemo from './TimePickerValue.tsx';
import timePickerValueSource from './TimePickerValue.tsx?demo';
import ResponsiveTimePickersDemo from './ResponsiveTimePickers.tsx';
import responsiveTimePickersSource from './ResponsiveTimePickers.tsx?demo';
import FormPropsTimePickersDemo from './FormPropsTimePickers.tsx';
import formPropsTimePickersSource from './FormPropsTimePickers.tsx?demo';
import TimePickerViewsDemo from './TimePickerViews.tsx';
import timePickerViewsSource from './TimePickerViews.tsx?demo';
import TimePickerAmPmDemo from './TimePickerAmPm.tsx';
import timePickerAmPmSource from './TimePickerAmPm.tsx?demo';
import TimePickerTimeStepsDemo from './TimePickerTimeSteps.tsx';
import timePickerTimeStepsSource from './TimePickerTimeSteps.tsx?demo';
import TimePickerSingleColumnDemo from './TimePickerSingleColumn.tsx';
import timePickerSingleColumnSource from './TimePickerSingleColumn.tsx?demo';
import TimePickerViewRenderersDemo from './TimePickerViewRenderers.tsx';
import timePickerViewRenderersSource from './TimePickerViewRenderers.tsx?demo';
import StaticTimePickerLandscapeDemo from './StaticTimePickerLandscape.tsx';
import staticTimePickerLandscapeSource from './StaticTimePickerLandscape.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicTimePicker: Story = demoStory(BasicTimePickerDemo, basicTimePickerSource);
export const TimePickerValue: Story = demoStory(TimePickerValueDemo, timePickerValueSource);
export const ResponsiveTimePickers: Story = demoStory(ResponsiveTimePickersDemo, responsiveTimePickersSource);
export const FormPropsTimePickers: Story = demoStory(FormPropsTimePickersDemo, formPropsTimePickersSource);
export const TimePickerViews: Story = demoStory(TimePickerViewsDemo, timePickerViewsSource);
export const TimePickerAmPm: Story = demoStory(TimePickerAmPmDemo, timePickerAmPmSource);
export const TimePickerTimeSteps: Story = demoStory(TimePickerTimeStepsDemo, timePickerTimeStepsSource);
export const TimePickerSingleColumn: Story = demoStory(TimePickerSingleColumnDemo, timePickerSingleColumnSource);
export const TimePickerViewRenderers: Story = demoStory(TimePickerViewRenderersDemo, timePickerViewRenderersSource);
export const StaticTimePickerLandscape: Story = demoStory(StaticTimePickerLandscapeDemo, staticTimePickerLandscapeSource);

/** Opens the picker of the field labelled `label` and returns its popup. */
async function openPicker(canvasElement: HTMLElement, label: string) {
  const field = within(within(canvasElement).getByRole('group', { name: label }));
  await userEvent.click(field.getByRole('button', { name: /Choose time/ }));
  return within(await pageOf(canvasElement).findByRole('dialog'));
}

/**
 * The button that opens a picker names the committed time, in the same words whatever the text
 * direction (the field's own text carries bidi marks in RTL).
 */
function openButton(canvasElement: HTMLElement, time: string) {
  return within(canvasElement).getByRole('button', { name: `Choose time, selected time is ${time}` });
}

/** Confirms the value with OK and waits for the popup to close. */
async function accept(canvasElement: HTMLElement, popup: ReturnType<typeof within>) {
  await userEvent.click(popup.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
}

BasicTimePicker.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Team stand-up');
  // One column per section: hours, minutes, then AM or PM.
  await userEvent.click(popup.getByRole('option', { name: '2 hours' }));
  await userEvent.click(popup.getByRole('option', { name: '15 minutes' }));
  await userEvent.click(popup.getByRole('option', { name: 'PM' }));
  await accept(canvasElement, popup);
  await expect(openButton(canvasElement, '02:15 PM')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

TimePickerValue.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const popup = await openPicker(canvasElement, 'Train departure (controlled)');
  await userEvent.click(popup.getByRole('option', { name: '45 minutes' }));
  await accept(canvasElement, popup);
  await expect(canvas.getByText('The train leaves at 2:45 PM')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ResponsiveTimePickers.play = async ({ canvasElement }) => {
  // The mobile variant opens an analog clock in a modal dialog.
  const dialog = await openPicker(canvasElement, 'Mobile variant');
  const clock = dialog.getByRole('listbox', { name: /Select hours/ });
  await waitFor(() => expect(clock).toHaveFocus());
  await userEvent.keyboard('{ArrowUp}');
  await expect(dialog.getByRole('listbox', { name: /Selected time is 04:30 PM/ })).toBeInTheDocument();
  await accept(canvasElement, dialog);
  await expect(openButton(canvasElement, '04:30 PM')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

TimePickerViews.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const popup = await openPicker(canvasElement, 'Log entry');
  await userEvent.click(popup.getByRole('option', { name: '30 seconds' }));
  await accept(canvasElement, popup);
  const logEntry = within(canvas.getByRole('group', { name: 'Log entry' }));
  await expect(logEntry.getByRole('spinbutton', { name: 'Seconds' })).toHaveTextContent('30');
  await leaveFocus(canvasElement);
};

TimePickerTimeSteps.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Meeting');
  const minutes = within(popup.getByRole('listbox', { name: 'Select minutes' }));
  await expect(minutes.getAllByRole('option').map((option) => option.textContent)).toEqual(['00', '15', '30', '45']);
  await userEvent.click(minutes.getByRole('option', { name: '45 minutes' }));
  await accept(canvasElement, popup);
  await expect(openButton(canvasElement, '10:45 AM')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

TimePickerSingleColumn.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Table reservation');
  // A single list of times, one every 30 minutes.
  await expect(popup.getAllByRole('listbox')).toHaveLength(1);
  await userEvent.click(popup.getByRole('option', { name: '08:30 PM' }));
  await accept(canvasElement, popup);
  await expect(openButton(canvasElement, '08:30 PM')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

TimePickerViewRenderers.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Alarm');
  const clock = popup.getByRole('listbox', { name: /Select hours/ });
  await waitFor(() => expect(clock).toHaveFocus());
  await userEvent.keyboard('{ArrowDown}');
  await accept(canvasElement, popup);
  await expect(openButton(canvasElement, '05:45 AM')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};
