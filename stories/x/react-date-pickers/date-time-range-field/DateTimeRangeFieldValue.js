import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

function describeLoan([pickup, dropOff]) {
  if (!pickup?.isValid() || !dropOff?.isValid()) {
    return 'Enter the pickup and the return';
  }
  if (!dropOff.isAfter(pickup)) {
    return 'The return must come after the pickup';
  }
  const moment = (date) => date.format('ddd, MMM D [at] h:mm A');
  return `Picked up ${moment(pickup)}, returned ${moment(dropOff)}`;
}

export default function DateTimeRangeFieldValue() {
  // The loan lives in our state: the field shows it and reports every change.
  const [loan, setLoan] = React.useState([dayjs('2025-04-17T09:30'), dayjs('2025-04-19T18:00')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        <SingleInputDateTimeRangeField label="Equipment loan" value={loan} onChange={(newValue) => setLoan(newValue)} />
        <Typography variant="body2" color="text.secondary">
          {describeLoan(loan)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
