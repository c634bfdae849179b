import * as React from 'react';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function MaterialTextFieldSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* A component that renders an <input> needs the single input DOM structure. */}
      <DatePicker
        label="Policy start"
        defaultValue={dayjs('2025-01-01')}
        enableAccessibleFieldDOMStructure={false}
        slots={{ textField: TextField }}
        slotProps={{ textField: { helperText: 'A Material UI TextField' } }}
      />
    </LocalizationProvider>
  );
}
