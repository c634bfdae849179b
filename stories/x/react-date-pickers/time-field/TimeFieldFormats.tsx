import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const lastTrain = dayjs('2024-09-21T23:05:40');

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
          maxWidth: 560,
        }}
      >
        <TimeField label="24-hour clock" format="HH:mm" defaultValue={lastTrain} />
        <TimeField label="With seconds" format="hh:mm:ss a" defaultValue={lastTrain} />
        <TimeField
          label="No leading zero"
          format="h:mm A"
          shouldRespectLeadingZeros
          defaultValue={lastTrain}
        />
        <TimeField label="Default format, ampm off" ampm={false} defaultValue={lastTrain} />
      </Box>
    </LocalizationProvider>
  );
}
