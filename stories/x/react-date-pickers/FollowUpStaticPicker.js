import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// Follow-up visits are offered in the four weeks after the first appointment.
const firstAppointment = dayjs('2025-03-14');

const describe = (date) => (date ? date.format('dddd, MMMM D, YYYY') : 'none');

export default function FollowUpStaticPicker() {
  // `selected` follows every click, `saved` only changes when the reader presses OK or Clear.
  const [selected, setSelected] = React.useState(dayjs('2025-03-21'));
  const [saved, setSaved] = React.useState(dayjs('2025-03-21'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <StaticDatePicker
          value={selected}
          onChange={(newValue) => setSelected(newValue)}
          onAccept={(newValue) => setSaved(newValue)}
          minDate={firstAppointment.add(1, 'day')}
          maxDate={firstAppointment.add(4, 'week')}
          disableHighlightToday
          slotProps={{
            toolbar: { toolbarFormat: 'ddd, MMMM D' },
            actionBar: { actions: ['clear', 'accept'] },
          }}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
        <Typography variant="body2" color="text.secondary">
          Selected follow-up: {describe(selected)}
        </Typography>
        <Typography variant="body2">Saved follow-up: {describe(saved)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
