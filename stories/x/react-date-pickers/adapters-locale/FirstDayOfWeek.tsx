import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const sprintStart = dayjs('2025-09-08');

export default function FirstDayOfWeek() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <div>
        <Typography component="p" variant="subtitle2" sx={{ px: 1 }}>
          en: weeks start on Sunday
        </Typography>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
          <DateCalendar defaultValue={sprintStart} sx={{ mx: 0 }} />
        </LocalizationProvider>
      </div>
      <div>
        <Typography component="p" variant="subtitle2" sx={{ px: 1 }}>
          en-gb: weeks start on Monday
        </Typography>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
          <DateCalendar defaultValue={sprintStart} sx={{ mx: 0 }} />
        </LocalizationProvider>
      </div>
    </Stack>
  );
}
