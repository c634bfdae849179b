import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Quarterly reports close at the end of March, June, September and December.
const isNotQuarterEnd = (month) => (month.month() + 1) % 3 !== 0;

export default function DateValidationShouldDisableMonth() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Reporting month"
          views={['month', 'year']}
          openTo="month"
          defaultValue={dayjs('2025-06-01')}
          shouldDisableMonth={isNotQuarterEnd}
        />
        <DatePicker label="Closing date" defaultValue={dayjs('2025-06-30')} shouldDisableMonth={isNotQuarterEnd} />
      </Stack>
    </LocalizationProvider>
  );
}
