import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DatePickerToolbar } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

const ORDER_DATE = dayjs('2025-02-03');

function ShippingToolbar(props) {
  const { value } = usePickerContext();
  const days = value?.isValid() ? value.diff(ORDER_DATE, 'day') : null;

  return (
    // The root keeps the class name the layout uses to place the toolbar.
    <Box className={props.className} sx={{ display: 'flex', flexDirection: 'column' }}>
      <DatePickerToolbar {...props} className={undefined} />
      <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 1 }}>
        {days === null ? 'No shipping date' : `Ships ${days} days after the order of Feb 3`}
      </Typography>
    </Box>
  );
}

export default function CustomToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-02-10')}
        minDate={ORDER_DATE}
        orientation="portrait"
        slots={{ toolbar: ShippingToolbar }}
        slotProps={{ actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
