import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarValue() {
  const [pickUp, setPickUp] = React.useState<Dayjs | null>(dayjs('2024-05-21'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box role="group" aria-labelledby="drop-off-label">
          <Typography id="drop-off-label" variant="subtitle2" component="p">
            Drop-off (uncontrolled)
          </Typography>
          <DateCalendar defaultValue={dayjs('2024-05-14')} sx={{ mx: 0 }} />
        </Box>
        <Box role="group" aria-labelledby="pick-up-label">
          <Typography id="pick-up-label" variant="subtitle2" component="p">
            Pick-up (controlled)
          </Typography>
          <DateCalendar
            value={pickUp}
            onChange={(newValue) => setPickUp(newValue)}
            sx={{ mx: 0 }}
          />
          <Typography variant="body2" color="text.secondary">
            {pickUp ? `Pick up on ${pickUp.format('dddd, MMMM D')}` : 'No pick-up day'}
          </Typography>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
