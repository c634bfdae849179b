import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function MonthYearCalendars() {
  const [period, setPeriod] = React.useState(dayjs('2024-06-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box role="group" aria-labelledby="tax-year-label">
            <Typography id="tax-year-label" variant="subtitle2" component="p">
              Tax year
            </Typography>
            {/* Only the years with filed returns. */}
            <YearCalendar
              value={period}
              onChange={(newValue) => setPeriod(newValue)}
              minDate={dayjs('2018-01-01')}
              maxDate={dayjs('2024-12-31')}
              disableHighlightToday
              sx={{ mx: 0 }}
            />
          </Box>
          <Box role="group" aria-labelledby="tax-month-label">
            <Typography id="tax-month-label" variant="subtitle2" component="p">
              Statement month
            </Typography>
            <MonthCalendar
              value={period}
              onChange={(newValue) => setPeriod(newValue)}
              monthsPerRow={4}
              disableHighlightToday
              sx={{ mx: 0 }}
            />
          </Box>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Statement for {period.format('MMMM YYYY')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
