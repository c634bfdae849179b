import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box role="group" aria-labelledby="closed-booking-label">
          <Typography id="closed-booking-label" variant="subtitle2" component="p">
            Closed booking (disabled)
          </Typography>
          <DateCalendar defaultValue={dayjs('2024-03-08')} disabled sx={{ mx: 0 }} />
        </Box>
        <Box role="group" aria-labelledby="confirmed-booking-label">
          <Typography id="confirmed-booking-label" variant="subtitle2" component="p">
            Confirmed booking (read-only)
          </Typography>
          <DateCalendar defaultValue={dayjs('2024-03-12')} readOnly sx={{ mx: 0 }} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
