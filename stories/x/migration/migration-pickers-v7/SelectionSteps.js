import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';

export default function SelectionSteps() {
  const [delivery, setDelivery] = React.useState(dayjs('2025-03-12'));
  const [pickUp, setPickUp] = React.useState(dayjs('2025-03-12T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          {/* Desktop Date Picker: one step, so it still closes as soon as a day is picked. */}
          <DesktopDatePicker label="Delivery date" defaultValue={delivery} onAccept={setDelivery} />
          <Typography variant="body2" component="p">
            Accepted: {delivery ? delivery.format('YYYY-MM-DD') : 'none'}
          </Typography>
        </Stack>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          {/* Every other picker now waits for OK (or Next): closeOnSelect is false by default. */}
          <DesktopDateTimePicker label="Pick-up time" defaultValue={pickUp} onAccept={setPickUp} />
          <Typography variant="body2" component="p">
            Accepted: {pickUp ? pickUp.format('YYYY-MM-DD HH:mm') : 'none'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
