import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerOpenTo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Years first: a birth date is usually decades away from the default month. */}
        <DatePicker
          label="Date of birth"
          openTo="year"
          views={['year', 'month', 'day']}
          defaultValue={dayjs('1988-03-21')}
        />
        {/* Months first: the year rarely changes, the day comes last. */}
        <DatePicker
          label="Payroll run"
          openTo="month"
          views={['year', 'month', 'day']}
          defaultValue={dayjs('2024-11-25')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
