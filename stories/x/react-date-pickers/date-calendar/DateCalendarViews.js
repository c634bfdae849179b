import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box role="group" aria-labelledby="report-month-label">
          <Typography id="report-month-label" variant="subtitle2" component="p">
            Report month
          </Typography>
          {/* No day view: choosing a month is the last step. */}
          <DateCalendar
            views={['year', 'month']}
            openTo="month"
            defaultValue={dayjs('2024-08-01')}
            disableHighlightToday
            sx={{ mx: 0 }}
          />
        </Box>
        <Box role="group" aria-labelledby="audit-date-label">
          <Typography id="audit-date-label" variant="subtitle2" component="p">
            Audit date
          </Typography>
          {/* Year, then month, then day. */}
          <DateCalendar
            views={['year', 'month', 'day']}
            openTo="year"
            defaultValue={dayjs('2024-08-20')}
            disableHighlightToday
            sx={{ mx: 0 }}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
