import * as React from 'react';
import dayjs from 'dayjs';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

export default function TabsIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileDateTimePicker
        label="Departure"
        defaultValue={dayjs('2025-07-18T09:45')}
        slotProps={{
          tabs: {
            dateIcon: <FlightTakeoffIcon />,
            timeIcon: <ScheduleIcon />,
          },
        }}
      />
    </LocalizationProvider>
  );
}
