import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import FirstDatePickerDemo from './FirstDatePicker.tsx';
import firstDatePickerSource from './FirstDatePicker.tsx?demo';
import FirstProPickerDemo from './FirstProPicker.tsx';
import firstProPickerSource from './FirstProPicker.tsx?demo';
import ThemedDatePickersDemo from './ThemedDatePickers.tsx';
import themedDatePickersSource from './ThemedDatePickers.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const FirstDatePicker: Story = demoStory(FirstDatePickerDemo, firstDatePickerSource);
export const FirstProPicker: Story = demoStory(FirstProPickerDemo, firstProPickerSource);
export const ThemedDatePickers: Story = demoStory(ThemedDatePickersDemo, themedDatePickersSource);

FirstDatePicker.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await expect(canvas.getByDisplayValue('09/30/2024')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
  // The calendar opens on the month of the value; picking a day closes it on desktop.
  const popup = within(await body.findByRole('dialog'));
  await userEvent.click(popup.getByRole('gridcell', { name: '27' }));
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(canvas.getByDisplayValue('09/27/2024')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ThemedDatePickers.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  const sprintEnd = within(canvas.getByRole('group', { name: 'Sprint end' }));
  await userEvent.click(sprintEnd.getByRole('button', { name: /Choose date/ }));
  // The theme's default props add a week number column to the calendar.
  const popup = within(await body.findByRole('dialog'));
  await expect(popup.getByRole('columnheader', { name: 'Week number' })).toBeInTheDocument();
  await expect(popup.getByRole('rowheader', { name: 'Week 19' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  await leaveFocus(canvasElement);
};
