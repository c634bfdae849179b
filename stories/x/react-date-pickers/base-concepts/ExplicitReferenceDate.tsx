import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function ExplicitReferenceDate() {
  const [kickOff, setKickOff] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {/* Empty, but opens on September 2024 and fills in 9:00 AM. */}
        <DateTimePicker
          label="Project kick-off"
          value={kickOff}
          onChange={(newValue) => setKickOff(newValue)}
          referenceDate={dayjs('2024-09-16T09:00')}
        />
        <Typography variant="body2" color="text.secondary">
          {kickOff && kickOff.isValid()
            ? `Kick-off on ${kickOff.format('dddd, MMMM D, YYYY [at] h:mm A')}`
            : 'No kick-off scheduled yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
