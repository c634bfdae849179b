import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

function describeStay([checkIn, checkOut]) {
  if (!checkIn) {
    return 'Choose a check-in date';
  }
  if (!checkOut) {
    return `Check-in ${checkIn.format('ddd, MMM D')}, now choose a check-out date`;
  }
  const nights = checkOut.diff(checkIn, 'day');
  return `Check-in ${checkIn.format('ddd, MMM D')}, check-out ${checkOut.format('ddd, MMM D')}: ${nights} ${nights === 1 ? 'night' : 'nights'}`;
}

export default function HotelStayRange() {
  const [stay, setStay] = React.useState([dayjs('2025-03-14'), dayjs('2025-03-18')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        role="group"
        aria-labelledby="hotel-stay-label"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}
      >
        <Typography id="hotel-stay-label" variant="subtitle2" component="p">
          Hotel stay
        </Typography>
        <DateRangeCalendar
          calendars={1}
          value={stay}
          onChange={(newValue) => setStay(newValue)}
          disableHighlightToday
        />
        <Typography variant="body2" color="text.secondary">
          {describeStay(stay)}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
