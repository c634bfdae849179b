import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';

export default function DatePickerWeekNumbers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Sprint start"
        defaultValue={dayjs('2024-09-09')}
        displayWeekNumber
        localeText={{ calendarWeekNumberHeaderText: 'Wk' }}
        slotProps={{
          // The calendar is rendered in the popup: style it through the layout slot.
          layout: {
            sx: {
              [`& .${dayCalendarClasses.weekNumberLabel}, & .${dayCalendarClasses.weekNumber}`]: {
                color: 'text.secondary',
              },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
