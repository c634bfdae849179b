import * as React from 'react';
import Chip from '@mui/material/Chip';
import useForkRef from '@mui/utils/useForkRef';
import AccessAlarmIcon from '@mui/icons-material/AccessAlarm';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function ChipField() {
  const pickerContext = usePickerContext();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const time = pickerContext.value == null ? 'Off' : pickerContext.value.format(pickerContext.fieldFormat);

  return (
    <Chip
      ref={handleRef}
      icon={<AccessAlarmIcon />}
      label={`${pickerContext.label}: ${time}`}
      color={pickerContext.open ? 'primary' : 'default'}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      onClick={() => pickerContext.setOpen((open) => !open)}
    />
  );
}

export default function ChipTimeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Wake-up alarm"
        defaultValue={dayjs('2025-01-20T06:45')}
        slots={{ field: ChipField }}
      />
    </LocalizationProvider>
  );
}
