import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Banks do not process transfers on weekends and on these US federal holidays.
const bankHolidays = ['2025-05-26', '2025-06-19', '2025-07-04'];

function isBankClosed(date) {
  return date.day() === 0 || date.day() === 6 || bankHolidays.includes(date.format('YYYY-MM-DD'));
}

export default function DateValidationShouldDisableDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Transfer date" defaultValue={dayjs('2025-05-22')} shouldDisableDate={isBankClosed} />
        <DateTimePicker
          label="Scheduled payment"
          defaultValue={dayjs('2025-05-24T10:00')}
          shouldDisableDate={isBankClosed}
        />
      </Stack>
    </LocalizationProvider>
  );
}
