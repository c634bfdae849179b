import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import BasicDateCalendarDemo from './BasicDateCalendar.tsx';
import basicDateCalendarSource from './BasicDateCalendar.tsx?demo';
import DateCalendarValueDemo from './DateCalendarValue.tsx';
import dateCalendarValueSource from './DateCalendarValue.tsx?demo';
import DateCalendarFormPropsDemo from './DateCalendarFormProps.tsx';
import dateCalendarFormPropsSource from './DateCalendarFormProps.tsx?demo';
import DateCalendarViewsDemo from './DateCalendarViews.tsx';
import dateCalendarViewsSource from './DateCalendarViews.tsx?demo';
import DateCalendarReferenceDateDemo from './DateCalendarReferenceDate.tsx';
import dateCalendarReferenceDateSource from './DateCalendarReferenceDate.tsx?demo';
import MonthYearCalendarsDemo from './MonthYearCalendars.tsx';
import monthYearCalendarsSource from './MonthYearCalendars.tsx?demo';
import YearsOrderCalendarDemo from './YearsOrderCalendar.tsx';
import yearsOrderCalendarSource from './YearsOrderCalendar.tsx?demo';
import CalendarMonthLayoutDemo from './CalendarMonthLayout.tsx';
import calendarMonthLayoutSource from './CalendarMonthLayout.tsx?demo';
import CalendarWeekNumbersDemo from './CalendarWeekNumbers.tsx';
import calendarWeekNumbersSource from './CalendarWeekNumbers.tsx?demo';
import DayOfWeekFormatterDemo from './DayOfWeekFormatter.tsx';
import dayOfWeekFormatterSource from './DayOfWeekFormatter.tsx?demo';
import WeekPickerCalendarDemo from './WeekPickerCalendar.tsx';
import weekPickerCalendarSource from './WeekPickerCalendar.tsx?demo';
import HighlightedDaysCalendarDemo from './HighlightedDaysCalendar.tsx';
import highlightedDaysCalendarSource from './HighlightedDaysCalendar.tsx?demo';
import DisabledDatesCalendarDemo from './DisabledDatesCalendar.tsx';
import disabledDatesCalendarSource from './DisabledDatesCalendar.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicDateCalendar: Story = demoStory(BasicDateCalendarDemo, basicDateCalendarSource);
export const DateCalendarValue: Story = demoStory(DateCalendarValueDemo, dateCalendarValueSource);
export const DateCalendarFormProps: Story = demoStory(DateCalendarFormPropsDemo, dateCalendarFormPropsSource);
export const DateCalendarViews: Story = demoStory(DateCalendarViewsDemo, dateCalendarViewsSource);
export const DateCalendarReferenceDate: Story = demoStory(DateCalendarReferenceDateDemo, dateCalendarReferenceDateSource);
export const MonthYearCalendars: Story = demoStory(MonthYearCalendarsDemo, monthYearCalendarsSource);
export const YearsOrderCalendar: Story = demoStory(YearsOrderCalendarDemo, yearsOrderCalendarSource);
export const CalendarMonthLayout: Story = demoStory(CalendarMonthLayoutDemo, calendarMonthLayoutSource);
export const CalendarWeekNumbers: Story = demoStory(CalendarWeekNumbersDemo, calendarWeekNumbersSource);
export const DayOfWeekFormatter: Story = demoStory(DayOfWeekFormatterDemo, dayOfWeekFormatterSource);
export const WeekPickerCalendar: Story = demoStory(WeekPickerCalendarDemo, weekPickerCalendarSource);
export const HighlightedDaysCalendar: Story = demoStory(HighlightedDaysCalendarDemo, highlightedDaysCalendarSource);
export const DisabledDatesCalendar: Story = demoStory(DisabledDatesCalendarDemo, disabledDatesCalendarSource);

/** The calendar labelled `label` (its heading, through the surrounding group). */
function calendar(canvasElement: HTMLElement, label: string) {
  return within(within(canvasElement).getByRole('group', { name: label }));
}

DateCalendarValue.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(calendar(canvasElement, 'Pick-up (controlled)').getByRole('gridcell', { name: '28' }));
  await expect(canvas.getByText('Pick up on Tuesday, May 28')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

DateCalendarViews.play = async ({ canvasElement }) => {
  const audit = calendar(canvasElement, 'Audit date');
  // Year, then month, then day: each choice opens the next view.
  await userEvent.click(audit.getByRole('radio', { name: '2023' }));
  await userEvent.click(await audit.findByRole('radio', { name: 'March' }));
  await userEvent.click(await audit.findByRole('gridcell', { name: '15' }));
  await expect(audit.getByText('March 2023')).toBeInTheDocument();
  await expect(audit.getByRole('gridcell', { name: '15' })).toHaveAttribute('aria-selected', 'true');
  await leaveFocus(canvasElement);
};

DateCalendarReferenceDate.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('April 2024')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('gridcell', { name: '8' }));
  await expect(canvas.getByText('Starts on April 8, 2024')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

MonthYearCalendars.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(calendar(canvasElement, 'Tax year').getByRole('radio', { name: '2022' }));
  await expect(canvas.getByText('Statement for June 2022')).toBeInTheDocument();
  await userEvent.click(calendar(canvasElement, 'Statement month').getByRole('radio', { name: 'September' }));
  await expect(canvas.getByText('Statement for September 2022')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

WeekPickerCalendar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('gridcell', { name: '24' }));
  await expect(canvas.getByText('Week of July 21 to July 27, 2024')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

HighlightedDaysCalendar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The fake request answers after a fixed delay; the skeleton shows until then.
  await expect(
    await canvas.findByText('Free places in May: May 2, May 7, May 14, May 19, May 22, May 27', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
  await expect(
    await canvas.findByText('Free places in June: Jun 5, Jun 10, Jun 16, Jun 21, Jun 24, Jun 29', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

DisabledDatesCalendar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Saturday May 25 and the Memorial Day holiday cannot be chosen.
  await expect(canvas.getByRole('gridcell', { name: '25' })).toBeDisabled();
  await expect(canvas.getByRole('gridcell', { name: '27' })).toBeDisabled();
  await userEvent.click(canvas.getByRole('gridcell', { name: '30' }));
  await expect(canvas.getByText('Appointment on Thursday, May 30')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};
