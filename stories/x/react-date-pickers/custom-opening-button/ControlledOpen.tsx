import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ControlledOpen() {
  const [open, setOpen] = React.useState(false);
  const [delivery, setDelivery] = React.useState<Dayjs | null>(dayjs('2025-02-18'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <Typography variant="body2">
          Order #4821 arrives on{' '}
          {delivery?.isValid() ? delivery.format('dddd, MMMM D') : 'an unknown day'}.
        </Typography>
        <Button variant="contained" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
          Reschedule delivery
        </Button>
        <DatePicker
          label="Delivery date"
          value={delivery}
          onChange={setDelivery}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          minDate={dayjs('2025-02-14')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
