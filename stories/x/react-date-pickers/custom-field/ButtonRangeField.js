import * as React from 'react';
import Button from '@mui/material/Button';
import useForkRef from '@mui/utils/useForkRef';
import DateRangeIcon from '@mui/icons-material/DateRange';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useParsedFormat, usePickerContext } from '@mui/x-date-pickers/hooks';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

function ButtonDateRangeField() {
  const pickerContext = usePickerContext();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const placeholder = useParsedFormat();
  const [start, end] = pickerContext.value;
  const formatDate = (date) => (date == null ? placeholder : date.format(pickerContext.fieldFormat));

  return (
    <Button
      variant="outlined"
      ref={handleRef}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      startIcon={<DateRangeIcon />}
      onClick={() => pickerContext.setOpen((open) => !open)}
    >
      {`${pickerContext.label ?? 'Dates'}: ${formatDate(start)} – ${formatDate(end)}`}
    </Button>
  );
}

// One element for both dates: without this, the range picker expects one input per end.
ButtonDateRangeField.fieldType = 'single-input';

export default function ButtonRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Vacation"
        format="MMM D"
        defaultValue={[dayjs('2025-04-07'), dayjs('2025-04-11')]}
        slots={{ field: ButtonDateRangeField }}
      />
    </LocalizationProvider>
  );
}
