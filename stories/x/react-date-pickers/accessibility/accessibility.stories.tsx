import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import AccessibleFieldDemo from './AccessibleField.tsx';
import accessibleFieldSource from './AccessibleField.tsx?demo';
import KeyboardCalendarDemo from './KeyboardCalendar.tsx';
import keyboardCalendarSource from './KeyboardCalendar.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const AccessibleField: Story = demoStory(AccessibleFieldDemo, accessibleFieldSource);
export const KeyboardCalendar: Story = demoStory(KeyboardCalendarDemo, keyboardCalendarSource);

AccessibleField.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The field is a group named by its label, with one spin button per section.
  const field = within(canvas.getByRole('group', { name: 'Appointment date' }));
  const month = field.getByRole('spinbutton', { name: 'Month' });
  const day = field.getByRole('spinbutton', { name: 'Day' });
  await expect(field.getAllByRole('spinbutton')).toHaveLength(3);
  await expect(month).toHaveAttribute('aria-valuetext', 'March');

  // ArrowUp and ArrowDown step the focused section, and leave the others alone.
  await userEvent.click(month);
  await userEvent.keyboard('{ArrowUp}');
  await waitFor(() => expect(month).toHaveAttribute('aria-valuetext', 'April'));
  await expect(canvas.getByText('Appointment on Monday, April 14, 2025')).toBeInTheDocument();
  await userEvent.click(day);
  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(day).toHaveAttribute('aria-valuenow', '13'));
  // PageUp steps by 5.
  await userEvent.keyboard('{PageUp}');
  await waitFor(() => expect(day).toHaveAttribute('aria-valuenow', '18'));
  await expect(canvas.getByText('Appointment on Friday, April 18, 2025')).toBeInTheDocument();

  // The button that opens the calendar names the date, in the words of `localeText`.
  await expect(
    canvas.getByRole('button', { name: 'Change appointment date, currently Apr 18, 2025' }),
  ).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

KeyboardCalendar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const focusedDay = () => document.activeElement as HTMLElement;
  // The grid is named by the month it shows; the selected day is the one Tab reaches.
  const grid = within(canvas.getByRole('grid', { name: 'May 2025' }));
  const selected = grid.getByRole('gridcell', { name: '14' });
  await expect(selected).toHaveAttribute('aria-selected', 'true');
  await expect(selected).toHaveAttribute('tabindex', '0');

  await userEvent.click(selected);
  // ArrowDown moves one week later; the value does not change until Enter or Space.
  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(focusedDay()).toHaveTextContent('21'));
  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(focusedDay()).toHaveTextContent('28'));
  await expect(canvas.getByText('Check-in on Wednesday, May 14, 2025')).toBeInTheDocument();
  // PageUp shows the next month, on the same day of the month.
  await userEvent.keyboard('{PageUp}');
  await waitFor(() => expect(canvas.getByRole('grid', { name: 'June 2025' })).toBeInTheDocument());
  await waitFor(() => expect(focusedDay()).toHaveTextContent('28'));
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(canvas.getByText('Check-in on Saturday, June 28, 2025')).toBeInTheDocument());
  await leaveFocus(canvasElement);
};
