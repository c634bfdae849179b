import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function MultiInputSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        {/* Another text between the inputs. */}
        <MultiInputDateRangeField
          dateSeparator="until"
          defaultValue={[dayjs('2025-05-05'), dayjs('2025-05-09')]}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'From' : 'To' }),
          }}
        />
        {/* Props of the separator, a Typography. */}
        <MultiInputTimeRangeField
          defaultValue={[dayjs('2025-05-05T08:30'), dayjs('2025-05-05T12:00')]}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Shift start' : 'Shift end' }),
            separator: { sx: { fontSize: 24, color: 'text.secondary' } },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
