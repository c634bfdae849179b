import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Viewings of the apartment run from October 6 to October 17, 2025, between 9:00 AM and 7:00 PM.
const firstDay = dayjs('2025-10-06');
const lastDay = dayjs('2025-10-17');
const opening = dayjs('2025-10-06T09:00');
const closing = dayjs('2025-10-06T19:00');

export default function ValidationInForm() {
  const [day, setDay] = React.useState(dayjs('2025-10-08'));
  const [time, setTime] = React.useState(dayjs('2025-10-08T10:30'));
  const [dayError, setDayError] = React.useState(null);
  const [timeError, setTimeError] = React.useState(null);
  const [booked, setBooked] = React.useState(null);

  const canSubmit = day !== null && time !== null && dayError === null && timeError === null;

  const handleSubmit = (event) => {
    event.preventDefault();
    if (canSubmit) {
      setBooked(`${day.format('dddd, MMMM D')} at ${time.format('h:mm A')}`);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" spacing={2} sx={{ maxWidth: 320 }} onSubmit={handleSubmit} noValidate>
        <DatePicker
          label="Viewing day"
          value={day}
          onChange={(newValue) => {
            setDay(newValue);
            setBooked(null);
          }}
          onError={setDayError}
          minDate={firstDay}
          maxDate={lastDay}
          slotProps={{
            textField: {
              required: true,
              helperText: dayError ? 'Choose a day between October 6 and 17.' : ' ',
            },
          }}
        />
        <TimePicker
          label="Viewing time"
          value={time}
          onChange={(newValue) => {
            setTime(newValue);
            setBooked(null);
          }}
          onError={setTimeError}
          minTime={opening}
          maxTime={closing}
          slotProps={{
            textField: {
              required: true,
              helperText: timeError ? 'Viewings run from 9:00 AM to 7:00 PM.' : ' ',
            },
          }}
        />
        <Button type="submit" variant="contained" disabled={!canSubmit}>
          Book viewing
        </Button>
        {booked && <Alert severity="success">Viewing booked for {booked}.</Alert>}
      </Stack>
    </LocalizationProvider>
  );
}
