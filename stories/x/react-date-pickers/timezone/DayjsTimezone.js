import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// `timezone` needs `utc`: extend both, in this order.
dayjs.extend(utc);
dayjs.extend(timezone);

export default function DayjsTimezone() {
  const [delivery, setDelivery] = React.useState(dayjs.tz('2025-06-02T09:00', 'Asia/Tokyo'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker label="Delivery in Tokyo" value={delivery} onChange={setDelivery} />
        <Typography variant="body2">Stored value: {delivery?.isValid() ? delivery.format() : 'none'}</Typography>
        <Typography variant="body2">
          Same instant in UTC: {delivery?.isValid() ? delivery.utc().format() : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
