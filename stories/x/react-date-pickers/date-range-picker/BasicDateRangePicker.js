import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function BasicDateRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: '100%', maxWidth: 320 }}>
        <DateRangePicker
          // The default width cuts two dates of this format short.
          sx={{ minWidth: 280 }}
          label="Conference dates"
          defaultValue={[dayjs('2025-04-07'), dayjs('2025-04-11')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
