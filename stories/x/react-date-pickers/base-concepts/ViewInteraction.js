import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ViewInteraction() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        role="group"
        aria-labelledby="class-date-label"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}
      >
        <Typography id="class-date-label" variant="subtitle2" component="p">
          Yoga class date
        </Typography>
        <DateCalendar defaultValue={dayjs('2024-03-07')} disableHighlightToday />
      </Box>
    </LocalizationProvider>
  );
}
