import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

/** "3 days and 8 hours" between pickup and return, or a hint while the range is incomplete. */
function describeRental([pickup, dropOff]: DateRange<Dayjs>): string {
  if (!pickup?.isValid() || !dropOff?.isValid()) {
    return 'Enter a pickup and a return time';
  }
  if (!dropOff.isAfter(pickup)) {
    return 'The car must be returned after it is picked up';
  }
  const hours = dropOff.diff(pickup, 'hour');
  const days = Math.floor(hours / 24);
  return `Rental length: ${days} days and ${hours % 24} hours`;
}

export default function DateTimeRangePickerValue() {
  // The rental lives in our state: the picker shows it and reports every change.
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-17T09:00'),
    dayjs('2025-04-20T17:00'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        {/* Uncontrolled: the picker keeps its own value, starting from `defaultValue`. */}
        <DateTimeRangePicker
          label="Airport shuttle (uncontrolled)"
          defaultValue={[dayjs('2025-04-17T07:15'), dayjs('2025-04-20T19:45')]}
        />
        {/* Controlled: `value` comes from the parent, which updates it in `onChange`. */}
        <DateTimeRangePicker
          label="Car rental (controlled)"
          value={rental}
          onChange={(newValue) => setRental(newValue)}
        />
        <Typography variant="body2" color="text.secondary">
          {describeRental(rental)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
