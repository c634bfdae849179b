import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PickerDomStructure() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Default: one spin button per section. */}
        <DatePicker label="Sections (default)" defaultValue={dayjs('2025-10-31')} />
        {/* A single <input>, as in earlier versions. */}
        <DatePicker label="Single input" defaultValue={dayjs('2025-10-31')} enableAccessibleFieldDOMStructure={false} />
      </Stack>
    </LocalizationProvider>
  );
}
