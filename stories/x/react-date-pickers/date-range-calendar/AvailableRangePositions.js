import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

// The guest has already checked in: only the check-out date can change.
const checkIn = dayjs('2025-09-08');

export default function AvailableRangePositions() {
  const [stay, setStay] = React.useState([checkIn, dayjs('2025-09-12')]);
  const nights = stay[1] ? stay[1].diff(checkIn, 'day') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box role="group" aria-labelledby="extend-stay-label">
        <Typography id="extend-stay-label" variant="subtitle2" component="p">
          Extend or shorten your stay
        </Typography>
        <DateRangeCalendar
          calendars={1}
          value={stay}
          onChange={(newValue) => setStay(newValue)}
          rangePosition="end"
          availableRangePositions={['end']}
          minDate={checkIn}
        />
        <Typography variant="body2" color="text.secondary">
          {stay[1]
            ? `Check-out ${stay[1].format('ddd, MMM D')}: ${nights} ${nights === 1 ? 'night' : 'nights'}`
            : 'Choose a check-out date'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
