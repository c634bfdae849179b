import * as React from 'react';
import dayjs from 'dayjs';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerIconAndActions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Appointment date"
        defaultValue={dayjs('2024-05-14')}
        disableHighlightToday
        closeOnSelect={false}
        // Replace a slot: another component renders the icon of the open button.
        slots={{ openPickerIcon: EventAvailableIcon }}
        slotProps={{
          // Configure a slot: props for the default action bar.
          actionBar: { actions: ['clear', 'today', 'accept'] },
          // A function receives the owner state: the icon takes the primary colour while the calendar is open.
          openPickerIcon: (ownerState) => ({ color: ownerState.isPickerOpen ? 'primary' : 'action' }),
        }}
      />
    </LocalizationProvider>
  );
}
