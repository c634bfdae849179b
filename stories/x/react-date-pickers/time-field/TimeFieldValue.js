import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// The race starts at 9:00 AM on September 22, 2024.
const raceStart = dayjs('2024-09-22T09:00');

export default function TimeFieldValue() {
  const [finish, setFinish] = React.useState(dayjs('2024-09-22T12:47'));

  let result = 'Enter a complete finish time';
  if (finish && finish.isValid()) {
    const minutes = finish.diff(raceStart, 'minute');
    result =
      minutes > 0
        ? `Race time: ${Math.floor(minutes / 60)} h ${minutes % 60} min`
        : 'The finish time must be after the 9:00 AM start';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TimeField label="Bib pick-up (uncontrolled)" defaultValue={dayjs('2024-09-22T07:15')} />
          <TimeField label="Finish time (controlled)" value={finish} onChange={(newValue) => setFinish(newValue)} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {result}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
