import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar, dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';

export default function CalendarWeekNumbers() {
  return (
    // The calendar's texts come from the provider (pickers also take a `localeText` prop).
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        calendarWeekNumberHeaderText: 'Wk',
        calendarWeekNumberText: (weekNumber) => `W${weekNumber}`,
      }}
    >
      <Box role="group" aria-labelledby="release-week-label">
        <Typography id="release-week-label" variant="subtitle2" component="p">
          Release day
        </Typography>
        <DateCalendar
          defaultValue={dayjs('2024-10-16')}
          displayWeekNumber
          sx={{
            mx: 0,
            // Week numbers are greyed out by default: make them readable.
            [`& .${dayCalendarClasses.weekNumberLabel}, & .${dayCalendarClasses.weekNumber}`]: {
              color: 'text.secondary',
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
