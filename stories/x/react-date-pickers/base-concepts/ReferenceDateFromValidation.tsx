import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Early-bird registration ran from June 3 to June 14, 2024.
const registrationOpens = dayjs('2024-06-03');
const registrationCloses = dayjs('2024-06-14');

export default function ReferenceDateFromValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        role="group"
        aria-labelledby="registration-date-label"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}
      >
        <Typography id="registration-date-label" variant="subtitle2" component="p">
          Early-bird registration date
        </Typography>
        {/* No value and no referenceDate: today is moved into the allowed range. */}
        <DateCalendar
          defaultValue={null}
          minDate={registrationOpens}
          maxDate={registrationCloses}
        />
      </Box>
    </LocalizationProvider>
  );
}
