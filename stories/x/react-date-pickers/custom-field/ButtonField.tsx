import * as React from 'react';
import Button from '@mui/material/Button';
import useForkRef from '@mui/utils/useForkRef';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext } from '@mui/x-date-pickers/hooks';

function ButtonDateField() {
  const pickerContext = usePickerContext();
  // The root gets the picker's ref, the trigger ref anchors the popup.
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const placeholder = useParsedFormat();
  const text =
    pickerContext.value == null ? placeholder : pickerContext.value.format(pickerContext.fieldFormat);

  return (
    <Button
      variant="outlined"
      ref={handleRef}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      startIcon={<CalendarMonthIcon />}
      onClick={() => pickerContext.setOpen((open) => !open)}
    >
      {pickerContext.label ? `${pickerContext.label}: ${text}` : text}
    </Button>
  );
}

export default function ButtonField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-02-14'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Report date"
        format="MMM D, YYYY"
        value={value}
        onChange={setValue}
        slots={{ field: ButtonDateField }}
      />
    </LocalizationProvider>
  );
}
