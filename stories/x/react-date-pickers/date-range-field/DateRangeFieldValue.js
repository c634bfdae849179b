import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

function describeSubscription([start, end]) {
  if (!start?.isValid() || !end?.isValid()) {
    return 'Enter both the first and the last day of the subscription';
  }
  if (end.isBefore(start, 'day')) {
    return 'The subscription cannot end before it starts';
  }
  return `Billed from ${start.format('MMMM D')} to ${end.format('MMMM D, YYYY')}`;
}

export default function DateRangeFieldValue() {
  // The subscription lives in our state: the field shows it and reports every change.
  const [subscription, setSubscription] = React.useState([dayjs('2025-01-01'), dayjs('2025-03-31')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 340 }}>
        <SingleInputDateRangeField
          label="Subscription"
          value={subscription}
          onChange={(newValue) => setSubscription(newValue)}
        />
        <Typography variant="body2" color="text.secondary">
          {describeSubscription(subscription)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
