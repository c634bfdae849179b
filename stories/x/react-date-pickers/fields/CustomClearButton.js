import * as React from 'react';
import Stack from '@mui/material/Stack';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomClearButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Another icon, through the `clearIcon` slot. */}
        <TimeField
          label="Alarm"
          defaultValue={dayjs('2024-01-15T06:30')}
          clearable
          slots={{ clearIcon: BackspaceOutlinedIcon }}
        />
        {/* On a picker: the clear button before the value, the opening button after it. */}
        <DatePicker
          label="Trial ends"
          defaultValue={dayjs('2024-01-29')}
          disableHighlightToday
          slotProps={{ field: { clearable: true, clearButtonPosition: 'start' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
