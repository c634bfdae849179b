import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// US public holidays in 2025: each shortcut returns one fixed date.
const holidays = [
  { label: "New Year's Day", getValue: () => dayjs('2025-01-01') },
  { label: 'Memorial Day', getValue: () => dayjs('2025-05-26') },
  { label: 'Independence Day', getValue: () => dayjs('2025-07-04') },
  { label: 'Labor Day', getValue: () => dayjs('2025-09-01') },
  { label: 'Thanksgiving', getValue: () => dayjs('2025-11-27') },
  { label: 'Christmas Day', getValue: () => dayjs('2025-12-25') },
];

export default function BasicShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Office closure"
        defaultValue={dayjs('2025-04-18')}
        slotProps={{ shortcuts: { items: holidays } }}
        sx={{ maxWidth: 340 }}
      />
    </LocalizationProvider>
  );
}
