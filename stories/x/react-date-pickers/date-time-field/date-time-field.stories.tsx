import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus, fieldOf } from '../../../../src/demo/play';
import BasicDateTimeFieldDemo from './BasicDateTimeField.tsx';
import basicDateTimeFieldSource from './BasicDateTimeField.tsx?demo';
import DateTimeFieldValueDemo from './DateTimeFieldValue.tsx';
import dateTimeFieldValueSource from './DateTimeFieldValue.tsx?demo';
import CustomDateTimeFormatDemo from './CustomDateTimeFormat.tsx';
import customDateTimeFormatSource from './CustomDateTimeFormat.tsx?demo';
import DateTimeFieldValidationDemo from './DateTimeFieldValidation.tsx';
import dateTimeFieldValidationSource from './DateTimeFieldValidation.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicDateTimeField: Story = demoStory(BasicDateTimeFieldDemo, basicDateTimeFieldSource);
export const DateTimeFieldValue: Story = demoStory(DateTimeFieldValueDemo, dateTimeFieldValueSource);
export const CustomDateTimeFormat: Story = demoStory(CustomDateTimeFormatDemo, customDateTimeFormatSource);
export const DateTimeFieldValidation: Story = demoStory(DateTimeFieldValidationDemo, dateTimeFieldValidationSource);

/** The value of the field labelled `label` as text, without the invisible characters of right-to-left pages. */
function fieldValue(canvasElement: HTMLElement, label: string) {
  const input = within(canvasElement).getByRole('group', { name: label }).querySelector('input');
  return (input?.value ?? '').replace(/[\u200e\u2066-\u2069]/g, '');
}

/** The space-separated parts of a text, sorted: right-to-left pages show these parts of a format in reverse order. */
const parts = (text: string) => text.split(/\s+/).filter(Boolean).sort();

/** Clicks the section named `section` (Month, Day, Hours…) of a field and types `text` into it. */
async function typeInSection(canvasElement: HTMLElement, label: string, section: string, text: string) {
  await userEvent.click(fieldOf(canvasElement, label).getByRole('spinbutton', { name: section }));
  await userEvent.keyboard(text);
}

BasicDateTimeField.play = async ({ canvasElement }) => {
  // One section per token of the format: month, day, year, hours, minutes and AM/PM.
  const sections = fieldOf(canvasElement, 'Server maintenance').getAllByRole('spinbutton');
  await expect(sections.map((section) => section.getAttribute('aria-label')).sort()).toEqual(
    ['Month', 'Day', 'Year', 'Hours', 'Minutes', 'Meridiem'].sort(),
  );
  // The arrow keys step the selected section only: 11 PM becomes 10 PM.
  await typeInSection(canvasElement, 'Server maintenance', 'Hours', '{ArrowDown}');
  await waitFor(() =>
    expect(parts(fieldValue(canvasElement, 'Server maintenance'))).toEqual(parts('09/07/2024 10:00 PM')),
  );
  await leaveFocus(canvasElement);
};

DateTimeFieldValue.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Landing on Thursday, March 28, 2024 at 4:05 PM')).toBeInTheDocument();
  await typeInSection(canvasElement, 'Landing', 'Hours', '0820');
  await waitFor(() => expect(canvas.getByText('Landing on Thursday, March 28, 2024 at 8:20 PM')).toBeInTheDocument());
  await leaveFocus(canvasElement);
};

CustomDateTimeFormat.play = async ({ canvasElement }) => {
  await expect(parts(fieldValue(canvasElement, 'Default format'))).toEqual(parts('06/14/2024 08:45 PM'));
  await expect(parts(fieldValue(canvasElement, '24-hour clock'))).toEqual(parts('06/14/2024 20:45'));
  await expect(parts(fieldValue(canvasElement, 'Day first'))).toEqual(parts('14/06/2024 20:45'));
  await expect(parts(fieldValue(canvasElement, 'Month as a word'))).toEqual(parts('Jun 14, 2024 08:45 PM'));
  await expect(parts(fieldValue(canvasElement, 'With the weekday'))).toEqual(parts('Fri 14 Jun 2024, 20:45'));
};

DateTimeFieldValidation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('The auction runs for 7 days and 8 hours')).toBeInTheDocument();
  // November 15 is before the start: `minDateTime` rejects it and `onError` explains why.
  await typeInSection(canvasElement, 'Auction end', 'Day', '15');
  await waitFor(() =>
    expect(canvas.getByText('The auction cannot end before it starts (Nov 18, 12:00 PM)')).toBeInTheDocument(),
  );
  // `clearable` adds a button that empties the field.
  await userEvent.click(fieldOf(canvasElement, 'Auction end').getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(canvas.getByText(/^Optional/)).toBeInTheDocument());
  await expect(fieldValue(canvasElement, 'Auction end')).toBe('');
  await leaveFocus(canvasElement);
};
