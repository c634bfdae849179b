import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function CalendarMonthLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box role="group" aria-labelledby="outside-days-label">
          <Typography id="outside-days-label" variant="subtitle2" component="p">
            Days of the neighbouring months
          </Typography>
          <DateCalendar
            defaultValue={dayjs('2024-03-29')}
            showDaysOutsideCurrentMonth
            sx={{ mx: 0 }}
          />
        </Box>
        <Box role="group" aria-labelledby="six-weeks-label">
          <Typography id="six-weeks-label" variant="subtitle2" component="p">
            Always six weeks
          </Typography>
          <DateCalendar
            defaultValue={dayjs('2024-02-14')}
            showDaysOutsideCurrentMonth
            fixedWeekNumber={6}
            sx={{ mx: 0 }}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
