import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Records of 2021 and 2022 moved to cold storage and cannot be reopened here.
const archivedYears = [2021, 2022];
const isArchived = (year: Dayjs) => archivedYears.includes(year.year());

export default function DateValidationShouldDisableYear() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Fiscal year"
          views={['year']}
          defaultValue={dayjs('2024-01-01')}
          minDate={dayjs('2018-01-01')}
          maxDate={dayjs('2025-12-31')}
          shouldDisableYear={isArchived}
        />
        <DatePicker
          label="Invoice date"
          defaultValue={dayjs('2024-11-18')}
          shouldDisableYear={isArchived}
        />
      </Stack>
    </LocalizationProvider>
  );
}
