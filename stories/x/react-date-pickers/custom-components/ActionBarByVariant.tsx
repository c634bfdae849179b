import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import type { DatePickerSlotProps } from '@mui/x-date-pickers/DatePicker';

// One set of slot props for both pickers: the action bar reads the variant from the owner state.
const slotProps: DatePickerSlotProps<true> = {
  actionBar: ({ pickerVariant }) => ({
    actions: pickerVariant === 'desktop' ? ['clear'] : ['clear', 'cancel', 'accept'],
  }),
};

export default function ActionBarByVariant() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DesktopDatePicker
          label="Desktop: clear only"
          defaultValue={dayjs('2025-05-20')}
          slotProps={slotProps}
        />
        <MobileDatePicker
          label="Mobile: clear, cancel, OK"
          defaultValue={dayjs('2025-05-20')}
          slotProps={slotProps}
        />
      </Stack>
    </LocalizationProvider>
  );
}
