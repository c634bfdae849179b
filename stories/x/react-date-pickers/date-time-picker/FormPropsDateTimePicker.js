import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function FormPropsDateTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker
          label="Order placed"
          defaultValue={dayjs('2024-02-05T11:20')}
          readOnly
          slotProps={{ textField: { helperText: 'Read-only: set by the shop' } }}
        />
        <DateTimePicker label="Refund issued" defaultValue={dayjs('2024-02-09T16:45')} disabled />
        <DateTimePicker
          label="Return pick-up"
          name="returnPickUp"
          defaultValue={dayjs('2024-02-12T09:00')}
          disableHighlightToday
          slotProps={{ textField: { required: true, helperText: 'Required' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
