import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const contractEnd = dayjs('2025-11-07');

export default function LocalizedFormatTokens() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <Stack spacing={2}>
          <DateField label='"L" in English' defaultValue={contractEnd} format="L" />
          <DateField label='"LL" in English' defaultValue={contractEnd} format="LL" />
        </Stack>
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <Stack spacing={2} lang="de">
          <DateField label='"L" auf Deutsch' defaultValue={contractEnd} format="L" />
          <DateField label='"LL" auf Deutsch' defaultValue={contractEnd} format="LL" />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
