import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function describeRental([pickUp, dropOff]: DateRange<Dayjs>): string {
  if (!pickUp) {
    return 'Choose a pick-up date';
  }
  if (!dropOff) {
    return `Pick-up ${pickUp.format('ddd, MMM D')}, now choose a drop-off date`;
  }
  return `Pick-up ${pickUp.format('ddd, MMM D')}, drop-off ${dropOff.format('ddd, MMM D')}`;
}

export default function BasicDateRangeCalendar() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-07'),
    dayjs('2025-07-11'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box role="group" aria-labelledby="car-rental-label">
        <Typography id="car-rental-label" variant="subtitle2" component="p">
          Car rental
        </Typography>
        {/* Two months side by side need about 620px: on a phone, they scroll sideways. */}
        <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <DateRangeCalendar value={rental} onChange={(newValue) => setRental(newValue)} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {describeRental(rental)}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
