import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const renewal = dayjs('2025-02-03');

export default function LeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Default" defaultValue={renewal} format="M/D/YYYY" />
        <DateField
          label="Respecting leading zeros"
          defaultValue={renewal}
          format="M/D/YYYY"
          shouldRespectLeadingZeros
        />
      </Stack>
    </LocalizationProvider>
  );
}
