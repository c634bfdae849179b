import * as React from 'react';
import Stack from '@mui/material/Stack';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* `slots` replaces a part: here the icon of the opening button. */}
        <DatePicker
          label="Booking date"
          defaultValue={dayjs('2024-12-20')}
          disableHighlightToday
          slots={{ openPickerIcon: EventAvailableIcon }}
        />
        {/* `slotProps` passes props to a part: the field, the button, the text field… */}
        <DatePicker
          label="Return date"
          defaultValue={dayjs('2024-12-27')}
          disableHighlightToday
          slotProps={{
            field: { openPickerButtonPosition: 'start' },
            openPickerButton: { color: 'primary' },
            textField: { helperText: 'Opening button placed first' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
