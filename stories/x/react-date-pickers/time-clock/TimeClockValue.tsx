import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockValue() {
  const [medication, setMedication] = React.useState<Dayjs | null>(dayjs('2024-11-05T08:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box role="group" aria-labelledby="walk-label">
          <Typography id="walk-label" variant="subtitle2" component="p">
            Evening walk (uncontrolled)
          </Typography>
          <TimeClock defaultValue={dayjs('2024-11-05T18:30')} sx={{ mx: 0 }} />
        </Box>
        <Box role="group" aria-labelledby="medication-label">
          <Typography id="medication-label" variant="subtitle2" component="p">
            Medication (controlled)
          </Typography>
          <TimeClock
            value={medication}
            onChange={(newValue) => setMedication(newValue)}
            sx={{ mx: 0 }}
          />
          <Typography variant="body2" color="text.secondary">
            {medication ? `Take it at ${medication.format('h:mm A')}` : 'No time set'}
          </Typography>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
