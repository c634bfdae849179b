import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

const lecture: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2025-09-15T08:05'), dayjs('2025-09-15T09:35')];

export default function TimeRangeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 340 }}>
        {/* 24-hour clock, with the word "to" between the times. */}
        <SingleInputTimeRangeField
          label="Lecture (24-hour)"
          format="HH:mm"
          dateSeparator="to"
          defaultValue={lecture}
        />
        {/* Hours without a leading zero, and spaces around the separators. */}
        <SingleInputTimeRangeField
          label="Lecture (compact hours)"
          format="h:mm a"
          shouldRespectLeadingZeros
          formatDensity="spacious"
          defaultValue={lecture}
        />
        {/* The multi-input field takes the same props; its separator sits between the inputs. */}
        <MultiInputTimeRangeField
          format="HH:mm"
          dateSeparator="to"
          defaultValue={lecture}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Starts' : 'Ends' }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
