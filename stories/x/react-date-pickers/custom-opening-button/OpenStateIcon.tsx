import * as React from 'react';
import { SvgIconProps } from '@mui/material/SvgIcon';
import EventIcon from '@mui/icons-material/Event';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function OpenStatePickerIcon(props: SvgIconProps) {
  // The field renders inside the picker, so the icon can read its state.
  const { open } = usePickerContext();
  return open ? <EventAvailableIcon {...props} /> : <EventIcon {...props} />;
}

export default function OpenStateIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Vaccination date"
        defaultValue={dayjs('2025-10-07')}
        slots={{ openPickerIcon: OpenStatePickerIcon }}
        sx={{ maxWidth: 340 }}
      />
    </LocalizationProvider>
  );
}
