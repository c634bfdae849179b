import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function LandscapeDateTimePicker() {
  const theme = useTheme();
  // The toolbar moves to the side only when there is room for it.
  const isWide = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        role="group"
        aria-labelledby="landscape-label"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}
      >
        <Typography id="landscape-label" variant="subtitle2" component="p">
          Vet appointment
        </Typography>
        <StaticDateTimePicker
          orientation={isWide ? 'landscape' : 'portrait'}
          defaultValue={dayjs('2024-10-03T11:15')}
          disableHighlightToday
        />
      </Box>
    </LocalizationProvider>
  );
}
