import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function CurrentMonthCalendarPosition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: '100%', maxWidth: 320 }}>
        {/* The value's month (April) shows in the second calendar, after March. */}
        <DateRangePicker
          // The default width cuts two dates of this format short.
          sx={{ minWidth: 280 }}
          label="Reporting period"
          currentMonthCalendarPosition={2}
          defaultValue={[dayjs('2025-04-01'), dayjs('2025-04-30')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
