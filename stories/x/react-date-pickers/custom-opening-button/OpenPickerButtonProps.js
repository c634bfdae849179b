import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpenPickerButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Renewal date"
        defaultValue={dayjs('2025-11-30')}
        sx={{ maxWidth: 340 }}
        slotProps={{
          // The IconButton that opens the picker.
          openPickerButton: { color: 'primary', size: 'small', edge: 'end' },
          // The icon inside it.
          openPickerIcon: { fontSize: 'small' },
          // The InputAdornment that holds the button.
          inputAdornment: { sx: { ml: 0.5 } },
        }}
      />
    </LocalizationProvider>
  );
}
