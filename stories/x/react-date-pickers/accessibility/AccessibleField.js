import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function AccessibleField() {
  const [appointment, setAppointment] = React.useState(dayjs('2025-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {/* The label names the group of sections; the helper text is announced as its description. */}
        <DatePicker
          label="Appointment date"
          value={appointment}
          onChange={(newValue) => setAppointment(newValue)}
          slotProps={{ textField: { helperText: 'Month, day and year, e.g. 03/14/2025' } }}
          // The accessible name of the button that opens the calendar, with the date it holds.
          localeText={{
            openDatePickerDialogue: (formattedDate) =>
              formattedDate ? `Change appointment date, currently ${formattedDate}` : 'Choose appointment date',
          }}
        />
        {/* A live region: screen readers announce the new date after each change. */}
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {appointment && appointment.isValid()
            ? `Appointment on ${appointment.format('dddd, MMMM D, YYYY')}`
            : 'No complete date yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
