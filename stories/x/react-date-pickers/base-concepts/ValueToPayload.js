import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Turns the Day.js values into the strings an API expects; empty or invalid values become null.
function toPayload(date, time) {
  return {
    deliveryDate: date && date.isValid() ? date.format('YYYY-MM-DD') : null,
    deliveryWindowStart: time && time.isValid() ? time.format('HH:mm') : null,
  };
}

export default function ValueToPayload() {
  const [date, setDate] = React.useState(dayjs('2024-05-23'));
  const [time, setTime] = React.useState(dayjs('2024-05-23T13:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker
            label="Delivery date"
            value={date}
            onChange={(newValue) => setDate(newValue)}
            disableHighlightToday
          />
          <TimePicker label="Delivery window start" value={time} onChange={(newValue) => setTime(newValue)} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Request body
        </Typography>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            color: 'text.primary',
            fontSize: 13,
            whiteSpace: 'pre-wrap',
          }}
        >
          {JSON.stringify(toPayload(date, time), null, 2)}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
