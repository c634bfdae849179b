import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Screens at least 720px wide get the popover, whatever the pointing device.
const desktopModeMediaQuery = '@media (min-width: 720px)';

export default function DesktopModeMediaQuery() {
  // The same query, read here only to tell the reader which variant is active.
  const isDesktop = useMediaQuery(desktopModeMediaQuery, { defaultMatches: true });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker
          label="Parcel pick-up"
          defaultValue={dayjs('2024-06-18T14:00')}
          desktopModeMediaQuery={desktopModeMediaQuery}
          disableHighlightToday
        />
        <Typography variant="body2" color="text.secondary">
          {isDesktop
            ? 'At this width the picker opens a popover (desktop variant).'
            : 'At this width the picker opens a dialog (mobile variant).'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
