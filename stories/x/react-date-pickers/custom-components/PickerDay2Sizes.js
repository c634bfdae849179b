import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay2, pickerDay2Classes } from '@mui/x-date-pickers/PickerDay2';

export default function PickerDay2Sizes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" component="p">
            PickerDay2
          </Typography>
          <DateCalendar defaultValue={dayjs('2025-09-17')} slots={{ day: PickerDay2 }} showDaysOutsideCurrentMonth />
        </Stack>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" component="p">
            PickerDay2, compact
          </Typography>
          <DateCalendar
            defaultValue={dayjs('2025-09-17')}
            slots={{ day: PickerDay2 }}
            showDaysOutsideCurrentMonth
            sx={{
              height: 'auto',
              [`& .${pickerDay2Classes.root}`]: {
                '--PickerDay-size': '32px',
                '--PickerDay-horizontalMargin': '4px',
                borderRadius: 1,
              },
            }}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
