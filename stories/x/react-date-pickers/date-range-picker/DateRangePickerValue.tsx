import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function describeTrip([departure, comeback]: DateRange<Dayjs>): string {
  if (!departure?.isValid() || !comeback?.isValid()) {
    return 'Choose both the departure and the return date';
  }
  const days = comeback.diff(departure, 'day') + 1;
  return `Away from ${departure.format('ddd, MMM D')} to ${comeback.format('ddd, MMM D, YYYY')} (${days} ${days === 1 ? 'day' : 'days'})`;
}

export default function DateRangePickerValue() {
  // The trip lives in our state: the picker shows it and reports every change.
  const [trip, setTrip] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-05-12'),
    dayjs('2025-05-16'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {/* Uncontrolled: the picker keeps its own value, starting from `defaultValue`. */}
          <DateRangePicker
            // The default width cuts two dates of this format short.
            sx={{ minWidth: 280 }}
            label="Training (uncontrolled)"
            defaultValue={[dayjs('2025-05-05'), dayjs('2025-05-07')]}
          />
          {/* Controlled: `value` comes from the parent, which updates it in `onChange`. */}
          <DateRangePicker
            sx={{ minWidth: 280 }}
            label="Business trip (controlled)"
            value={trip}
            onChange={(newValue) => setTrip(newValue)}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {describeTrip(trip)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
