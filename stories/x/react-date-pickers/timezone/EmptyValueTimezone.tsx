import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function EmptyValueTimezone() {
  const [start, setStart] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DatePicker
          label="Lease start (New York)"
          timezone="America/New_York"
          referenceDate={dayjs.tz('2025-05-01', 'America/New_York')}
          value={start}
          onChange={setStart}
        />
        <Typography variant="body2">
          Value: {start?.isValid() ? start.format() : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
