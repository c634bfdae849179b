import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus, pageOf } from '../../../../src/demo/play';
import PickerPlaygroundDemo from './PickerPlayground.tsx';
import pickerPlaygroundSource from './PickerPlayground.tsx?demo';
import TeamDatePickerDemo from './TeamDatePicker.tsx';
import teamDatePickerSource from './TeamDatePicker.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const PickerPlayground: Story = demoStory(PickerPlaygroundDemo, pickerPlaygroundSource);
export const TeamDatePicker: Story = demoStory(TeamDatePickerDemo, teamDatePickerSource);

PickerPlayground.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const code = () => canvas.getByRole('region', { name: 'Code' }).textContent ?? '';
  await expect(code()).toContain('<StaticDatePicker');
  await expect(canvasElement.querySelector('.MuiDayCalendar-weekNumberLabel')).toBeNull();

  // An option changes the live picker and the code together.
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Week numbers' }));
  await waitFor(() => expect(canvasElement.querySelector('.MuiDayCalendar-weekNumberLabel')).not.toBeNull());
  await expect(code()).toContain('displayWeekNumber');
  await userEvent.click(canvas.getByRole('combobox', { name: 'Selected day colour' }));
  await userEvent.click(await pageOf(canvasElement).findByRole('option', { name: 'Secondary' }));
  await expect(code()).toContain("bgcolor: 'secondary.main'");

  // Another component: the calendar options no longer apply, and the code names the new import.
  await userEvent.click(canvas.getByRole('combobox', { name: 'Component' }));
  await userEvent.click(await pageOf(canvasElement).findByRole('option', { name: 'Time Picker' }));
  await waitFor(() => expect(code()).toContain("import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';"));
  await expect(code()).not.toContain('displayWeekNumber');
  await expect(canvas.getByRole('checkbox', { name: 'Week numbers' })).toBeDisabled();
  await expect(canvas.getByRole('checkbox', { name: '24-hour clock' })).toBeEnabled();

  await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(code()).toContain('<StaticDatePicker'));
  await expect(code()).not.toContain('slotProps');
  await leaveFocus(canvasElement);
};

TeamDatePicker.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getAllByRole('button', { name: /Choose date/ })[0]);
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  // The wrapper's settings: week numbers, and a square selected day in the secondary colour.
  await expect(popup.getByRole('columnheader', { name: 'Week number' })).toBeInTheDocument();
  const selected = popup.getByRole('gridcell', { name: '3', selected: true });
  await expect(getComputedStyle(selected).borderRadius).not.toBe('50%');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await leaveFocus(canvasElement);
};
