import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function SameInstantDifferentDays() {
  // One instant: the order left the warehouse at 22:00 UTC on July 4.
  const [shipped, setShipped] = React.useState(dayjs.utc('2025-07-04T22:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker
            label="Shipped (Los Angeles)"
            timezone="America/Los_Angeles"
            value={shipped}
            onChange={setShipped}
          />
          <DatePicker label="Shipped (Auckland)" timezone="Pacific/Auckland" value={shipped} onChange={setShipped} />
        </Stack>
        <Typography variant="body2">Stored value: {shipped?.isValid() ? shipped.format() : 'none'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
