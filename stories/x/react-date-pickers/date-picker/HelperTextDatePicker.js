import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function HelperTextDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Passport expiry"
        referenceDate={dayjs('2024-08-01')}
        slotProps={{ textField: { helperText: 'MM/DD/YYYY, as printed on page 2' } }}
      />
    </LocalizationProvider>
  );
}
