import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Registrations in 2024 are open to members born in 2006 or earlier.
const latestBirthDate = dayjs('2006-12-31');

export default function DatePickerYearsOrder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Member's date of birth"
        openTo="year"
        views={['year', 'month', 'day']}
        yearsOrder="desc"
        maxDate={latestBirthDate}
        referenceDate={dayjs('1990-01-01')}
      />
    </LocalizationProvider>
  );
}
