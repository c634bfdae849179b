import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

const formatTime = (time) => (time?.isValid() ? time.format('h:mm A') : '…');

export default function BasicTimeRangeField() {
  // Both fields edit the same range, kept in our state.
  const [hours, setHours] = React.useState([dayjs('2025-04-07T08:30'), dayjs('2025-04-07T16:00')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        {/* One input for both times. */}
        <SingleInputTimeRangeField
          label="Pharmacy hours (single input)"
          value={hours}
          onChange={(newValue) => setHours(newValue)}
        />
        {/* One input per time; each gets its label through the `textField` slot. */}
        <MultiInputTimeRangeField
          value={hours}
          onChange={(newValue) => setHours(newValue)}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Opens' : 'Closes' }),
          }}
        />
        <Typography variant="body2" color="text.secondary">
          Open from {formatTime(hours[0])} to {formatTime(hours[1])}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
