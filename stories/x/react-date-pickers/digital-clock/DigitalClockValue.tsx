import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const frame = { border: 1, borderColor: 'divider', borderRadius: 1 };

export default function DigitalClockValue() {
  const [haircut, setHaircut] = React.useState<Dayjs | null>(dayjs('2024-02-12T14:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box role="group" aria-labelledby="consultation-time-label">
          <Typography id="consultation-time-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Consultation (uncontrolled)
          </Typography>
          <DigitalClock defaultValue={dayjs('2024-02-12T11:00')} sx={frame} />
        </Box>
        <Box role="group" aria-labelledby="haircut-label">
          <Typography id="haircut-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Haircut (controlled)
          </Typography>
          <DigitalClock value={haircut} onChange={(newValue) => setHaircut(newValue)} sx={frame} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {haircut ? `Booked for ${haircut.format('h:mm A')}` : 'Not booked'}
          </Typography>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
