import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import BasicDateRangeCalendarDemo from './BasicDateRangeCalendar.tsx';
import basicDateRangeCalendarSource from './BasicDateRangeCalendar.tsx?demo';
import DateRangeCalendarCalendarsDemo from './DateRangeCalendarCalendars.tsx';
import dateRangeCalendarCalendarsSource from './DateRangeCalendarCalendars.tsx?demo';
import DisableDragEditingDemo from './DisableDragEditing.tsx';
import disableDragEditingSource from './DisableDragEditing.tsx?demo';
import DateRangeCalendarRangePositionDemo from './DateRangeCalendarRangePosition.tsx';
import dateRangeCalendarRangePositionSource from './DateRangeCalendarRangePosition.tsx?demo';
import AvailableRangePositionsDemo from './AvailableRangePositions.tsx';
import availableRangePositionsSource from './AvailableRangePositions.tsx?demo';
import HolidayRangeCalendarDemo from './HolidayRangeCalendar.tsx';
import holidayRangeCalendarSource from './HolidayRangeCalendar.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicDateRangeCalendar: Story = demoStory(BasicDateRangeCalendarDemo, basicDateRangeCalendarSource);
export const DateRangeCalendarCalendars: Story = demoStory(
  DateRangeCalendarCalendarsDemo,
  dateRangeCalendarCalendarsSource,
);
export const DisableDragEditing: Story = demoStory(DisableDragEditingDemo, disableDragEditingSource);
export const DateRangeCalendarRangePosition: Story = demoStory(
  DateRangeCalendarRangePositionDemo,
  dateRangeCalendarRangePositionSource,
);
export const AvailableRangePositions: Story = demoStory(AvailableRangePositionsDemo, availableRangePositionsSource);
export const HolidayRangeCalendar: Story = demoStory(HolidayRangeCalendarDemo, holidayRangeCalendarSource);

/** Clicks day `day` in the first month shown inside `container`. */
async function clickDay(container: HTMLElement, day: string) {
  await userEvent.click(within(container).getAllByRole('gridcell', { name: day })[0]);
}

BasicDateRangeCalendar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Pick-up Mon, Jul 7, drop-off Fri, Jul 11')).toBeInTheDocument();
  // A day after the current end starts a new range; the next click ends it.
  await clickDay(canvasElement, '14');
  await expect(canvas.getByText('Pick-up Mon, Jul 14, now choose a drop-off date')).toBeInTheDocument();
  await clickDay(canvasElement, '18');
  await expect(canvas.getByText('Pick-up Mon, Jul 14, drop-off Fri, Jul 18')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

DateRangeCalendarCalendars.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.queryByText('November 2025')).not.toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: '3 calendars' }));
  await waitFor(() => expect(canvas.getByText('December 2025')).toBeInTheDocument());
  await expect(canvas.getByText('October 2025')).toBeInTheDocument();
  await expect(canvas.getByText('November 2025')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

DisableDragEditing.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Only the start and end days of a range can be dragged, and only where dragging is on.
  const enabled = within(canvas.getByRole('group', { name: 'Festival pass (drag to edit)' }));
  const disabled = within(canvas.getByRole('group', { name: 'Festival pass (no dragging)' }));
  await expect(enabled.getByRole('gridcell', { name: '14' })).toHaveAttribute('draggable', 'true');
  await expect(enabled.getByRole('gridcell', { name: '15' })).not.toHaveAttribute('draggable');
  await expect(disabled.getByRole('gridcell', { name: '14' })).not.toHaveAttribute('draggable');
};

DateRangeCalendarRangePosition.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Next click sets the check-in date')).toBeInTheDocument();
  // Choose the check-out date first: the next click changes it and leaves the check-in alone.
  await userEvent.click(canvas.getByRole('button', { name: 'Check-out: Fri, Jun 13' }));
  await expect(canvas.getByText('Next click sets the check-out date')).toBeInTheDocument();
  await clickDay(canvasElement, '20');
  await expect(canvas.getByRole('button', { name: 'Check-out: Fri, Jun 20' })).toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: 'Check-in: Mon, Jun 9' })).toBeInTheDocument();
  await expect(canvas.getByText('Next click sets the check-in date')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

AvailableRangePositions.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Check-out Fri, Sep 12: 4 nights')).toBeInTheDocument();
  // The check-in day is fixed: the days before it cannot be chosen.
  await expect(canvas.getByRole('gridcell', { name: '5' })).toBeDisabled();
  await clickDay(canvasElement, '15');
  await expect(canvas.getByText('Check-out Mon, Sep 15: 7 nights')).toBeInTheDocument();
  // Every click sets the check-out date again.
  await clickDay(canvasElement, '11');
  await expect(canvas.getByText('Check-out Thu, Sep 11: 3 nights')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

HolidayRangeCalendar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Of the ten days, two are public holidays and two fall on a weekend.
  await expect(canvas.getByText('6 working days of leave')).toBeInTheDocument();
  await expect(canvas.getByRole('gridcell', { name: '25, Christmas Day' })).toBeInTheDocument();
  await clickDay(canvasElement, '8');
  await clickDay(canvasElement, '12');
  await expect(canvas.getByText('5 working days of leave')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};
