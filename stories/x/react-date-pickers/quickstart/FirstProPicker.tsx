import * as React from 'react';
import dayjs from 'dayjs';
// With the Pro package, import everything from `@mui/x-date-pickers-pro`.
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function FirstProPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        // The default width cuts two dates of this format short.
        sx={{ minWidth: 280 }}
        label="Conference stay"
        defaultValue={[dayjs('2024-10-14'), dayjs('2024-10-17')]}
        disableHighlightToday
      />
    </LocalizationProvider>
  );
}
