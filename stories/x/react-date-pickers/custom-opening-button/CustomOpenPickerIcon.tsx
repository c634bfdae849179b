import * as React from 'react';
import Stack from '@mui/material/Stack';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import AlarmAddIcon from '@mui/icons-material/AlarmAdd';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function CustomOpenPickerIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DatePicker
          label="Invoice date"
          defaultValue={dayjs('2025-03-31')}
          slots={{ openPickerIcon: EditCalendarIcon }}
        />
        <TimePicker
          label="Reminder"
          defaultValue={dayjs('2025-03-31T08:45')}
          slots={{ openPickerIcon: AlarmAddIcon }}
        />
        <DateTimePicker
          label="Board meeting"
          defaultValue={dayjs('2025-04-02T14:00')}
          slots={{ openPickerIcon: CalendarMonthIcon }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
