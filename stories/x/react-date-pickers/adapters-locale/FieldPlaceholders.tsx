import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function FieldPlaceholders() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        // Each key receives the format of its section.
        fieldYearPlaceholder: (params) => 'Y'.repeat(params.digitAmount),
        fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'Month' : 'MM'),
        fieldDayPlaceholder: () => 'DD',
        fieldHoursPlaceholder: () => 'hh',
        fieldMinutesPlaceholder: () => 'mm',
        fieldMeridiemPlaceholder: () => 'am/pm',
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateField label="Date of birth" />
        <DateField label="Start month" format="MMMM YYYY" />
        <TimeField label="Preferred call time" />
      </Stack>
    </LocalizationProvider>
  );
}
