import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// The shift being edited: the time picker only chooses the hour and minute.
const shiftDay = dayjs('2024-11-04');

export default function TimeReferenceDate() {
  const [shiftStart, setShiftStart] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <TimePicker
          label="Shift start"
          value={shiftStart}
          onChange={(newValue) => setShiftStart(newValue)}
          referenceDate={shiftDay}
        />
        <Typography variant="body2" color="text.secondary">
          {shiftStart && shiftStart.isValid()
            ? `Value: ${shiftStart.format('dddd, MMMM D, YYYY, h:mm A')}`
            : 'Value: null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
