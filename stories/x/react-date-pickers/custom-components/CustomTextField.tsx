import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersTextField, type PickersTextFieldProps } from '@mui/x-date-pickers/PickersTextField';

// Wraps the default text field: same props in, one look for every date input of the app.
function FilledTextField(props: PickersTextFieldProps) {
  return <PickersTextField {...props} variant="filled" size="small" helperText="MM/DD/YYYY" />;
}

export default function CustomTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* slotProps.textField: props for the default text field. */}
        <DatePicker
          label="Lease start"
          defaultValue={dayjs('2025-02-01')}
          slotProps={{ textField: { variant: 'standard', helperText: 'First day of the lease' } }}
        />
        {/* slots.textField: a component of your own. */}
        <DatePicker
          label="Lease end"
          defaultValue={dayjs('2026-01-31')}
          slots={{ textField: FilledTextField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
