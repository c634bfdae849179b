import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

/** "8 h 30 min" between the start and the end of the shift, or null while the range is incomplete. */
function shiftLength([start, end]: DateRange<dayjs.Dayjs>) {
  if (!start?.isValid() || !end?.isValid() || end.isBefore(start)) {
    return null;
  }
  const minutes = end.diff(start, 'minute');
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export default function TimeRangePickerValue() {
  // The shift lives in our state: the picker shows it and reports every change.
  const [shift, setShift] = React.useState<DateRange<dayjs.Dayjs>>([
    dayjs('2025-04-07T09:00'),
    dayjs('2025-04-07T17:30'),
  ]);
  const length = shiftLength(shift);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* Uncontrolled: the picker keeps its own value, starting from `defaultValue`. */}
          <TimeRangePicker
            label="Break (uncontrolled)"
            defaultValue={[dayjs('2025-04-07T12:30'), dayjs('2025-04-07T13:00')]}
          />
          {/* Controlled: `value` comes from the parent, which updates it in `onChange`. */}
          <TimeRangePicker
            label="Shift (controlled)"
            value={shift}
            onChange={(newValue) => setShift(newValue)}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {length ? `Shift length: ${length}` : 'Enter a start and an end time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
