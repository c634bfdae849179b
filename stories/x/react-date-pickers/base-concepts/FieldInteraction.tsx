import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function FieldInteraction() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField label="Date of birth" defaultValue={dayjs('1988-06-21')} />
    </LocalizationProvider>
  );
}
