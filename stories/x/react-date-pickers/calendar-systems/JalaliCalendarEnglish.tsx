import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { enUS } from 'date-fns-jalali/locale/en-US';

export default function JalaliCalendarEnglish() {
  const [day, setDay] = React.useState<Date | null>(new Date(2025, 8, 23));

  return (
    // The Jalali calendar with English month names, left to right.
    <LocalizationProvider dateAdapter={AdapterDateFnsJalali} adapterLocale={enUS}>
      <Stack spacing={1}>
        <DateCalendar value={day} onChange={(newValue) => setDay(newValue as Date | null)} sx={{ mx: 0 }} />
        <Typography variant="body2" sx={{ px: 1 }}>
          Gregorian date:{' '}
          {day
            ? day.toLocaleDateString('en-US', {
                dateStyle: 'long',
                timeZone: 'UTC',
              })
            : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
