import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SlotPropsOwnerState() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Contract renewal"
        referenceDate={dayjs('2025-09-01')}
        slotProps={{
          // A function receives the picker's owner state and returns the props.
          textField: (ownerState) => ({
            color: ownerState.isPickerOpen ? 'secondary' : 'primary',
            helperText: ownerState.isPickerValueEmpty
              ? 'Required: pick the renewal date'
              : `Chosen on the ${ownerState.pickerVariant} picker`,
          }),
        }}
      />
    </LocalizationProvider>
  );
}
