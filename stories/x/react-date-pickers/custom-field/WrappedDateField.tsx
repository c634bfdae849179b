import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat } from '@mui/x-date-pickers/hooks';

// Wraps the default field: everything the picker passes goes through unchanged.
function DateFieldWithFormatHint(props: DatePickerFieldProps) {
  // The picker's format, localized for display ("MM/DD/YYYY" in English).
  const format = useParsedFormat();
  return <DateField {...props} helperText={`Format: ${format}`} />;
}

export default function WrappedDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date of birth"
        defaultValue={dayjs('1990-08-24')}
        openTo="year"
        slots={{ field: DateFieldWithFormatHint }}
      />
    </LocalizationProvider>
  );
}
