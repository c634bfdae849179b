import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import BasicDateRangeFieldDemo from './BasicDateRangeField.tsx';
import basicDateRangeFieldSource from './BasicDateRangeField.tsx?demo';
import DateRangeFieldValueDemo from './DateRangeFieldValue.tsx';
import dateRangeFieldValueSource from './DateRangeFieldValue.tsx?demo';
import DateRangeFieldFormatDemo from './DateRangeFieldFormat.tsx';
import dateRangeFieldFormatSource from './DateRangeFieldFormat.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicDateRangeField: Story = demoStory(BasicDateRangeFieldDemo, basicDateRangeFieldSource);
export const DateRangeFieldValue: Story = demoStory(DateRangeFieldValueDemo, dateRangeFieldValueSource);
export const DateRangeFieldFormat: Story = demoStory(DateRangeFieldFormatDemo, dateRangeFieldFormatSource);

/** The editable sections (month, day, year…) of the field labelled `label`. */
function fieldSections(canvasElement: HTMLElement, label: string) {
  return within(within(canvasElement).getByRole('group', { name: label })).getAllByRole('spinbutton');
}

BasicDateRangeField.play = async ({ canvasElement }) => {
  // The single-input field has six sections: month, day and year of each date.
  await expect(fieldSections(canvasElement, 'Campaign')).toHaveLength(6);
  // The multi-input field has one input per date, with three sections each.
  await expect(fieldSections(canvasElement, 'Campaign starts')).toHaveLength(3);
  await expect(fieldSections(canvasElement, 'Campaign ends')).toHaveLength(3);
};

DateRangeFieldValue.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Billed from January 1 to March 31, 2025')).toBeInTheDocument();
  // Type the month and day of the end date: each section moves on to the next once complete.
  await userEvent.click(fieldSections(canvasElement, 'Subscription')[3]);
  await userEvent.keyboard('0630');
  await waitFor(() => expect(canvas.getByText('Billed from January 1 to June 30, 2025')).toBeInTheDocument());
  await leaveFocus(canvasElement);
};
