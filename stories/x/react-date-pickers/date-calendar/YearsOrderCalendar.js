import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function YearsOrderCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box role="group" aria-labelledby="vehicle-year-label">
        <Typography id="vehicle-year-label" variant="subtitle2" component="p">
          First registration of the vehicle
        </Typography>
        {/* Recent years first, four per row, none after 2024. */}
        <DateCalendar
          views={['year', 'month']}
          openTo="year"
          yearsOrder="desc"
          yearsPerRow={4}
          maxDate={dayjs('2024-12-31')}
          defaultValue={dayjs('2019-07-01')}
          sx={{ mx: 0 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
