import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const zone = 'Europe/Paris';
// On March 30, 2025, Paris clocks jump from 2:00 AM to 3:00 AM.
const dayStart = dayjs.tz('2025-03-30', zone);
const nextDayStart = dayjs.tz('2025-03-31', zone);

export default function DstSpringForward() {
  const [shiftEnd, setShiftEnd] = React.useState<Dayjs | null>(
    dayjs.tz('2025-03-30T01:30', zone),
  );

  const addOneHour = () => {
    // Arithmetic keeps the old offset: convert back to the zone afterwards.
    setShiftEnd((previous) => previous && previous.add(1, 'hour').tz(zone));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <Typography variant="body2">
          March 30, 2025 in Paris lasts {nextDayStart.diff(dayStart, 'hour')} hours.
        </Typography>
        <DateTimePicker
          label="Night shift ends"
          timezone={zone}
          value={shiftEnd}
          onChange={setShiftEnd}
        />
        <Button variant="outlined" onClick={addOneHour} sx={{ alignSelf: 'flex-start' }}>
          Add one hour
        </Button>
        <Typography variant="body2">
          Stored value: {shiftEnd?.isValid() ? shiftEnd.format() : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
