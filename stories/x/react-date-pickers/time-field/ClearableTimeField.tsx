import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function ClearableTimeField() {
  const [reminder, setReminder] = React.useState<Dayjs | null>(dayjs('2024-09-21T08:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TimeField
          label="Daily reminder"
          value={reminder}
          onChange={(newValue) => setReminder(newValue)}
          clearable
        />
        <Typography variant="body2" color="text.secondary">
          {reminder ? `Reminder at ${reminder.format('h:mm A')}` : 'Reminders are off'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
