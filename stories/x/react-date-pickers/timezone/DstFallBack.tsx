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
// On October 26, 2025, Paris clocks go back from 3:00 AM to 2:00 AM.
const dayStart = dayjs.tz('2025-10-26', zone);
const nextDayStart = dayjs.tz('2025-10-27', zone);

export default function DstFallBack() {
  // 00:30 UTC is the first 2:30 AM of the night in Paris (summer time, +02:00).
  const [backup, setBackup] = React.useState<Dayjs | null>(
    dayjs.utc('2025-10-26T00:30:00Z').tz(zone),
  );

  const addOneHour = () => {
    setBackup((previous) => previous && previous.add(1, 'hour').tz(zone));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <Typography variant="body2">
          October 26, 2025 in Paris lasts {nextDayStart.diff(dayStart, 'hour')} hours.
        </Typography>
        <DateTimePicker
          label="Database backup"
          timezone={zone}
          value={backup}
          onChange={setBackup}
        />
        <Button variant="outlined" onClick={addOneHour} sx={{ alignSelf: 'flex-start' }}>
          Add one hour
        </Button>
        <Typography variant="body2">
          Stored value: {backup?.isValid() ? backup.format() : 'none'}
        </Typography>
        <Typography variant="body2">
          In UTC: {backup?.isValid() ? backup.utc().format() : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
