import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function AccessibleDomStructure() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Default: one element per section, inside a group. */}
        <DateField label="Sections (default)" defaultValue={dayjs('2024-02-29')} />
        {/* Opt-out: a single <input> element, as in v6. */}
        <DateField
          label="Single input"
          defaultValue={dayjs('2024-02-29')}
          enableAccessibleFieldDOMStructure={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
