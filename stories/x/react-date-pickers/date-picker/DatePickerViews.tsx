import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="Fiscal year" views={['year']} defaultValue={dayjs('2024-01-01')} />
        <DatePicker
          label="Billing period"
          views={['month', 'year']}
          defaultValue={dayjs('2024-09-01')}
        />
        <DatePicker
          label="Renewal date"
          views={['year', 'month', 'day']}
          defaultValue={dayjs('2024-09-30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
