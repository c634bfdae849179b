import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerOutsideDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Fills the first and last weeks with days of the neighbouring months. */}
        <DatePicker label="Delivery date" defaultValue={dayjs('2024-03-01')} showDaysOutsideCurrentMonth />
        {/* Always six rows, so the popup keeps its height from month to month. */}
        <DatePicker
          label="Return date"
          defaultValue={dayjs('2024-02-29')}
          showDaysOutsideCurrentMonth
          fixedWeekNumber={6}
        />
      </Stack>
    </LocalizationProvider>
  );
}
