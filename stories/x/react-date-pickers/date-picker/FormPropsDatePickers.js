import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FormPropsDatePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Nothing can be focused or changed, and the field looks inactive. */}
        <DatePicker label="Contract signed (disabled)" defaultValue={dayjs('2024-01-15')} disabled />
        {/* The value can be read, selected and copied, and the calendar opens, but nothing changes. */}
        <DatePicker label="Contract start (read-only)" defaultValue={dayjs('2024-02-01')} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
