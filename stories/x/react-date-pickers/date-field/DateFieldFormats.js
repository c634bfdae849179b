import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const shipment = dayjs('2024-08-06');

export default function DateFieldFormats() {
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
        <DateField label="Day first" format="DD/MM/YYYY" defaultValue={shipment} />
        <DateField label="Day first, spacious" format="DD/MM/YYYY" formatDensity="spacious" defaultValue={shipment} />
        <DateField label="Month name" format="DD MMMM YYYY" defaultValue={shipment} />
        <DateField label="With weekday" format="ddd, MMM DD, YYYY" defaultValue={shipment} />
        <DateField label="ISO 8601" format="YYYY-MM-DD" defaultValue={shipment} />
        <DateField label="No leading zeros" format="M/D/YYYY" shouldRespectLeadingZeros defaultValue={shipment} />
      </Box>
    </LocalizationProvider>
  );
}
