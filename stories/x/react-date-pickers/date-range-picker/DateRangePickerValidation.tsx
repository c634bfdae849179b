import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// The venue takes bookings for the second quarter only, and is closed at weekends.
const firstBookableDay = dayjs('2025-04-01');
const lastBookableDay = dayjs('2025-06-30');

function isWeekend(day: Dayjs) {
  return day.day() === 0 || day.day() === 6;
}

export default function DateRangePickerValidation() {
  const [booked, setBooked] = React.useState<DateRange<Dayjs> | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 340 }}>
        <DateRangePicker
          label="Workshop room"
          referenceDate={dayjs('2025-04-01')}
          minDate={firstBookableDay}
          maxDate={lastBookableDay}
          shouldDisableDate={(day) => isWeekend(day)}
          calendars={1}
          // `onAccept` runs once, when the reader commits a whole range.
          onAccept={(newValue) => setBooked(newValue)}
        />
        <Typography variant="body2" color="text.secondary">
          {booked?.[0] && booked[1]
            ? `Booking request sent for ${booked[0].format('MMM D')} to ${booked[1].format('MMM D, YYYY')}`
            : 'No booking request sent yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
