import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

// A wrapper around the multi input field that names its two inputs.
function NightsRangeField(props) {
  return (
    <MultiInputDateRangeField
      {...props}
      slotProps={{
        textField: ({ position }) => ({ label: position === 'start' ? 'Check-in' : 'Check-out' }),
      }}
    />
  );
}

// One input per end. The range picker also assumes it when `fieldType` is missing,
// but saying it keeps the wrapper correct if it ever renders a single input.
NightsRangeField.fieldType = 'multi-input';

export default function MultiInputWrapper() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker defaultValue={[dayjs('2025-04-07'), dayjs('2025-04-11')]} slots={{ field: NightsRangeField }} />
    </LocalizationProvider>
  );
}
