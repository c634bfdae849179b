import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const auctionStart = dayjs('2024-11-18T12:00');

function helperText(error, value) {
  if (value === null) {
    return 'Optional: without an end, the auction runs until closed by hand';
  }
  if (error === 'invalidDate' || !value.isValid()) {
    return 'This date does not exist';
  }
  if (error === 'minDate' || error === 'minTime' || value.isBefore(auctionStart)) {
    return 'The auction cannot end before it starts (Nov 18, 12:00 PM)';
  }
  const hours = value.diff(auctionStart, 'hour');
  return `The auction runs for ${Math.floor(hours / 24)} days and ${hours % 24} hours`;
}

export default function DateTimeFieldValidation() {
  const [auctionEnd, setAuctionEnd] = React.useState(dayjs('2024-11-25T20:00'));
  const [error, setError] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 340 }}>
        <DateTimeField
          label="Auction end"
          value={auctionEnd}
          onChange={(newValue) => setAuctionEnd(newValue)}
          onError={(newError) => setError(newError)}
          minDateTime={auctionStart}
          clearable
          helperText={helperText(error, auctionEnd)}
        />
      </Stack>
    </LocalizationProvider>
  );
}
