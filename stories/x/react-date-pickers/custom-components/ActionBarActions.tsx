import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';

export default function ActionBarActions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDatePicker
        label="Invoice date"
        defaultValue={dayjs('2025-03-14')}
        // Keep the popup open after a pick, so the action bar decides.
        closeOnSelect={false}
        slotProps={{
          actionBar: { actions: ['clear', 'cancel', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
