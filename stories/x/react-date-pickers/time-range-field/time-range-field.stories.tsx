import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus, fieldOf } from '../../../../src/demo/play';
import BasicTimeRangeFieldDemo from './BasicTimeRangeField.tsx';
import basicTimeRangeFieldSource from './BasicTimeRangeField.tsx?demo';
import TimeRangeFieldFormatsDemo from './TimeRangeFieldFormats.tsx';
import timeRangeFieldFormatsSource from './TimeRangeFieldFormats.tsx?demo';
import ClearableTimeRangeFieldDemo from './ClearableTimeRangeField.tsx';
import clearableTimeRangeFieldSource from './ClearableTimeRangeField.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicTimeRangeField: Story = demoStory(BasicTimeRangeFieldDemo, basicTimeRangeFieldSource);
export const TimeRangeFieldFormats: Story = demoStory(TimeRangeFieldFormatsDemo, timeRangeFieldFormatsSource);
export const ClearableTimeRangeField: Story = demoStory(ClearableTimeRangeFieldDemo, clearableTimeRangeFieldSource);

/** The text of the `index`th section named `section` (0: start, 1: end) of a field. */
function section(canvasElement: HTMLElement, label: string, name: string, index = 0) {
  return fieldOf(canvasElement, label).getAllByRole('spinbutton', { name })[index];
}

BasicTimeRangeField.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Open from 8:30 AM to 4:00 PM')).toBeInTheDocument();
  // Type 5 in the hours of the "Closes" input of the multi-input field.
  await userEvent.click(section(canvasElement, 'Closes', 'Hours'));
  await userEvent.keyboard('5');
  await waitFor(() => expect(canvas.getByText('Open from 8:30 AM to 5:00 PM')).toBeInTheDocument());
  // The single-input field shows the same range: its second Hours section is the end time's.
  await expect(section(canvasElement, 'Pharmacy hours (single input)', 'Hours', 1)).toHaveTextContent('05');
  await leaveFocus(canvasElement);
};

TimeRangeFieldFormats.play = async ({ canvasElement }) => {
  // `HH`: hours from 00 to 23, no AM/PM section.
  await expect(section(canvasElement, 'Lecture (24-hour)', 'Hours', 1)).toHaveTextContent('09');
  await expect(fieldOf(canvasElement, 'Lecture (24-hour)').queryByRole('spinbutton', { name: 'Meridiem' })).not.toBeInTheDocument();
  // `h` with `shouldRespectLeadingZeros`: a single digit before 10.
  await expect(section(canvasElement, 'Lecture (compact hours)', 'Hours')).toHaveTextContent(/^8$/);
  await expect(section(canvasElement, 'Lecture (compact hours)', 'Meridiem')).toHaveTextContent('am');
};

ClearableTimeRangeField.play = async ({ canvasElement }) => {
  // The delivery slot ends after 11:00 AM: the field is marked invalid.
  await expect(within(canvasElement).getByRole('group', { name: 'Delivery slot' })).toHaveAttribute('aria-invalid', 'true');
  // The quiet hours end on the next day: a valid range.
  await expect(within(canvasElement).getByRole('group', { name: 'Quiet hours' })).toHaveAttribute('aria-invalid', 'false');
  // The clear button empties both times of the quiet hours.
  await userEvent.click(fieldOf(canvasElement, 'Quiet hours').getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(section(canvasElement, 'Quiet hours', 'Hours', 1)).toHaveTextContent('hh'));
  await expect(section(canvasElement, 'Quiet hours', 'Hours', 0)).toHaveTextContent('hh');
  await leaveFocus(canvasElement);
};
