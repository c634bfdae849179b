import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import TimeOffCalendarDemo from './TimeOffCalendar.tsx';
import timeOffCalendarSource from './TimeOffCalendar.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const TimeOffCalendar: Story = demoStory(TimeOffCalendarDemo, timeOffCalendarSource);

TimeOffCalendar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Weeks group the days: March 2025 starts on a Saturday.
  await expect(canvas.getByRole('columnheader', { name: 'Mar 1–2' })).toBeInTheDocument();
  // Tomás: five days of vacation and a sick day, 17 days of vacation left.
  const tomas = canvasElement.querySelector<HTMLElement>('.MuiDataGrid-row[data-id="6"]')!;
  await expect(tomas.querySelector('[data-field="taken"]')).toHaveTextContent('6');
  await expect(tomas.querySelector('[data-field="balance"]')).toHaveTextContent('17');
};
