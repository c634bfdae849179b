import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function DateTimeFieldValue() {
  const [landing, setLanding] = React.useState<Dayjs | null>(dayjs('2024-03-28T16:05'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* Uncontrolled: the field keeps its own state. */}
          <DateTimeField label="Take-off" defaultValue={dayjs('2024-03-28T09:40')} />
          {/* Controlled: the value lives in this component. */}
          <DateTimeField
            label="Landing"
            value={landing}
            onChange={(newValue) => setLanding(newValue)}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {landing && landing.isValid()
            ? `Landing on ${landing.format('dddd, MMMM D, YYYY [at] h:mm A')}`
            : 'Landing time incomplete'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
