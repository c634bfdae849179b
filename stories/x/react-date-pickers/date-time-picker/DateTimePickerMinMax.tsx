import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// The technician is available from July 8, 2024 at 10:30 AM until July 19 at 4:00 PM.
const firstVisit = dayjs('2024-07-08T10:30');
const lastVisit = dayjs('2024-07-19T16:00');

// The store is open every day from 9:00 AM to 6:00 PM, from July 8, 2024.
const opening = dayjs('2024-07-08T09:00');
const closing = dayjs('2024-07-08T18:00');

function visitMessage(error: DateTimeValidationError): string {
  switch (error) {
    case 'minDate':
    case 'minTime':
      return 'The first visit slot is July 8, 2024 at 10:30 AM';
    case 'maxDate':
    case 'maxTime':
      return 'The last visit slot is July 19, 2024 at 4:00 PM';
    case 'invalidDate':
      return 'Enter a complete date and time';
    default:
      return 'Between July 8, 10:30 AM and July 19, 4:00 PM';
  }
}

function pickUpMessage(error: DateTimeValidationError): string {
  switch (error) {
    case 'minTime':
    case 'maxTime':
      return 'The store is open from 9:00 AM to 6:00 PM';
    case 'minDate':
      return 'Pick-ups start on July 8, 2024';
    case 'invalidDate':
      return 'Enter a complete date and time';
    default:
      return 'Any day from July 8, 9:00 AM to 6:00 PM';
  }
}

export default function DateTimePickerMinMax() {
  const [visit, setVisit] = React.useState<Dayjs | null>(dayjs('2024-07-10T14:00'));
  const [visitError, setVisitError] = React.useState<DateTimeValidationError>(null);
  const [pickUp, setPickUp] = React.useState<Dayjs | null>(dayjs('2024-07-09T17:30'));
  const [pickUpError, setPickUpError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {/* One continuous window, from an instant to another. */}
        <DateTimePicker
          label="Technician visit"
          value={visit}
          onChange={(newValue) => setVisit(newValue)}
          onError={(newError) => setVisitError(newError)}
          minDateTime={firstVisit}
          maxDateTime={lastVisit}
          disableHighlightToday
          slotProps={{ textField: { helperText: visitMessage(visitError) } }}
        />
        {/* The same hours on every day. */}
        <DateTimePicker
          label="Store pick-up"
          value={pickUp}
          onChange={(newValue) => setPickUp(newValue)}
          onError={(newError) => setPickUpError(newError)}
          minDate={opening}
          minTime={opening}
          maxTime={closing}
          disableHighlightToday
          slotProps={{ textField: { helperText: pickUpMessage(pickUpError) } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
