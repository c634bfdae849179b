import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ComponentFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-07-04')}
        // Two-letter weekday headers instead of one letter.
        dayOfWeekFormatter={(day) => day.format('dd')}
        slotProps={{
          toolbar: { toolbarFormat: 'dddd, D MMM' },
          calendarHeader: { format: 'MM/YYYY' },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
