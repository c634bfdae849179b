import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarReferenceDate() {
  const [firstDay, setFirstDay] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box role="group" aria-labelledby="first-day-label">
        <Typography id="first-day-label" variant="subtitle2" component="p">
          First day of the internship
        </Typography>
        {/* Nothing is selected, but the calendar opens on April 2024. */}
        <DateCalendar
          value={firstDay}
          onChange={(newValue) => setFirstDay(newValue)}
          referenceDate={dayjs('2024-04-01')}
          sx={{ mx: 0 }}
        />
        <Typography variant="body2" color="text.secondary">
          {firstDay ? `Starts on ${firstDay.format('MMMM D, YYYY')}` : 'No start date chosen'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
