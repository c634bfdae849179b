import * as React from 'react';
import Stack from '@mui/material/Stack';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpenPickerButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* The button that opens the picker, before the value. */}
        <DatePicker
          label="Renewal"
          defaultValue={dayjs('2025-11-30')}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
        />
        {/* Another icon for the button, and both buttons on the same side. */}
        <DatePicker
          label="Review"
          defaultValue={dayjs('2025-12-05')}
          slots={{ openPickerIcon: EditCalendarIcon }}
          slotProps={{
            field: { clearable: true },
            openPickerButton: { color: 'primary' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
