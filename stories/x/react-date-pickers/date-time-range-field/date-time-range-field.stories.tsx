import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus, fieldOf } from '../../../../src/demo/play';
import BasicDateTimeRangeFieldDemo from './BasicDateTimeRangeField.tsx';
import basicDateTimeRangeFieldSource from './BasicDateTimeRangeField.tsx?demo';
import DateTimeRangeFieldValueDemo from './DateTimeRangeFieldValue.tsx';
import dateTimeRangeFieldValueSource from './DateTimeRangeFieldValue.tsx?demo';
import DateTimeRangeFieldFormatDemo from './DateTimeRangeFieldFormat.tsx';
import dateTimeRangeFieldFormatSource from './DateTimeRangeFieldFormat.tsx?demo';
import DateTimeRangeFieldValidationDemo from './DateTimeRangeFieldValidation.tsx';
import dateTimeRangeFieldValidationSource from './DateTimeRangeFieldValidation.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicDateTimeRangeField: Story = demoStory(BasicDateTimeRangeFieldDemo, basicDateTimeRangeFieldSource);
export const DateTimeRangeFieldValue: Story = demoStory(DateTimeRangeFieldValueDemo, dateTimeRangeFieldValueSource);
export const DateTimeRangeFieldFormat: Story = demoStory(DateTimeRangeFieldFormatDemo, dateTimeRangeFieldFormatSource);
export const DateTimeRangeFieldValidation: Story = demoStory(DateTimeRangeFieldValidationDemo, dateTimeRangeFieldValidationSource);

/** The `index`th section named `name` (0: start, 1: end) of the field labelled `label`. */
function section(canvasElement: HTMLElement, label: string, name: string, index = 0) {
  return fieldOf(canvasElement, label).getAllByRole('spinbutton', { name })[index];
}

BasicDateTimeRangeField.play = async ({ canvasElement }) => {
  // The single-input field has twelve sections: month, day, year, hours, minutes and meridiem of each end.
  await expect(fieldOf(canvasElement, 'Planned outage').getAllByRole('spinbutton')).toHaveLength(12);
  // The multi-input field has one input per end, with six sections each.
  await expect(fieldOf(canvasElement, 'Outage starts').getAllByRole('spinbutton')).toHaveLength(6);
  await expect(fieldOf(canvasElement, 'Outage ends').getAllByRole('spinbutton')).toHaveLength(6);
  // Type 6 in the hours of the end: 06:00 AM.
  await userEvent.click(section(canvasElement, 'Outage ends', 'Hours'));
  await userEvent.keyboard('6');
  await expect(section(canvasElement, 'Outage ends', 'Hours')).toHaveTextContent('06');
  await leaveFocus(canvasElement);
};

DateTimeRangeFieldValue.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Picked up Thu, Apr 17 at 9:30 AM, returned Sat, Apr 19 at 6:00 PM')).toBeInTheDocument();
  // The second Day section is the return's.
  await userEvent.click(section(canvasElement, 'Equipment loan', 'Day', 1));
  await userEvent.keyboard('20');
  await waitFor(() =>
    expect(canvas.getByText('Picked up Thu, Apr 17 at 9:30 AM, returned Sun, Apr 20 at 6:00 PM')).toBeInTheDocument(),
  );
  await leaveFocus(canvasElement);
};

DateTimeRangeFieldFormat.play = async ({ canvasElement }) => {
  // `ampm={false}`: hours from 00 to 23, no AM/PM section.
  await expect(section(canvasElement, 'Flight (24-hour)', 'Hours', 0)).toHaveTextContent('22');
  await expect(fieldOf(canvasElement, 'Flight (24-hour)').queryByRole('spinbutton', { name: 'Meridiem' })).not.toBeInTheDocument();
  // `MMM D, HH:mm`: the month by name, no year.
  await expect(section(canvasElement, 'Flight (custom format)', 'Month', 1)).toHaveTextContent('Nov');
  await expect(fieldOf(canvasElement, 'Flight (custom format)').queryByRole('spinbutton', { name: 'Year' })).not.toBeInTheDocument();
  await expect(section(canvasElement, 'Arrival', 'Hours')).toHaveTextContent('07');
};

DateTimeRangeFieldValidation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const stand = canvas.getByRole('group', { name: 'Trade fair stand' });
  await expect(canvas.getByText('From Sep 22, 7:00 AM to Sep 26, 8:00 PM')).toBeInTheDocument();
  await expect(stand).toHaveAttribute('aria-invalid', 'false');
  // Teardown at 9:00 PM on Friday is after the hall closes.
  await userEvent.click(section(canvasElement, 'Trade fair stand', 'Hours', 1));
  await userEvent.keyboard('9');
  await waitFor(() => expect(canvas.getByText('The hall closes on Sep 26 at 8:00 PM')).toBeInTheDocument());
  await expect(stand).toHaveAttribute('aria-invalid', 'true');
  await leaveFocus(canvasElement);
};
