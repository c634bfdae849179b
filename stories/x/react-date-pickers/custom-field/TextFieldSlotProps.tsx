import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function TextFieldSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Props of the Material UI text field, through `slotProps.textField`. */}
        <DatePicker
          label="Invoice date"
          defaultValue={dayjs('2025-03-14')}
          slotProps={{
            textField: { variant: 'filled', helperText: 'Printed on the invoice' },
          }}
        />
        <DatePicker
          label="Payment due"
          defaultValue={dayjs('2025-04-13')}
          slotProps={{
            textField: { size: 'small', color: 'secondary', helperText: '30 days after the invoice' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
