import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function describe(date: Dayjs | null) {
  if (date === null) {
    return 'null';
  }
  return date.isValid() ? date.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function LifecycleRangeField() {
  // The check-in date is set, the check-out date is still empty.
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2025-04-17'), null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <SingleInputDateRangeField
          label="Hotel stay"
          value={stay}
          onChange={(newValue) => setStay(newValue)}
        />
        <Typography variant="body2" color="text.secondary">
          Last value received by onChange: [{describe(stay[0])}, {describe(stay[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
