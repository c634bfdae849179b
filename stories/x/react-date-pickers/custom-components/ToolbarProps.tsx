import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';

export default function ToolbarProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDatePicker
        label="Team offsite"
        referenceDate={dayjs('2025-10-01')}
        closeOnSelect={false}
        slotProps={{
          toolbar: {
            // The desktop popup hides its toolbar unless told otherwise.
            hidden: false,
            toolbarFormat: 'ddd, MMMM D',
            toolbarPlaceholder: 'No day yet',
          },
          actionBar: { actions: ['cancel', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
