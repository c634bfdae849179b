import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

function describeArrival(date: Dayjs | null, time: Dayjs | null): string {
  if (!date || !date.isValid()) {
    return 'Enter a complete arrival date.';
  }
  if (!time || !time.isValid()) {
    return `Arriving ${date.format('dddd, MMMM D, YYYY')}, time not set`;
  }
  return `Arriving ${date.format('dddd, MMMM D, YYYY')} at ${time.format('h:mm A')}`;
}

export default function KeyboardFields() {
  const [arrivalDate, setArrivalDate] = React.useState<Dayjs | null>(dayjs('2025-03-14'));
  const [arrivalTime, setArrivalTime] = React.useState<Dayjs | null>(dayjs('2025-03-14T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            label="Arrival date"
            value={arrivalDate}
            onChange={(newValue) => setArrivalDate(newValue)}
          />
          <TimeField
            label="Arrival time"
            value={arrivalTime}
            onChange={(newValue) => setArrivalTime(newValue)}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {describeArrival(arrivalDate, arrivalTime)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
