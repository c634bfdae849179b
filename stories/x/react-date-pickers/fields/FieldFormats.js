import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const shipment = dayjs('2024-08-09T06:05');

export default function FieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <DateField label="Dots, day first" defaultValue={shipment} format="DD.MM.YYYY" />
        <DateField label="ISO 8601" defaultValue={shipment} format="YYYY-MM-DD" />
        <DateField label="Month and year only" defaultValue={shipment} format="MMMM YYYY" />
        <DateField label="With the weekday" defaultValue={shipment} format="ddd, MMM DD, YYYY" />
        <TimeField label="24-hour clock" defaultValue={shipment} format="HH:mm" />
        <TimeField label="With seconds" defaultValue={shipment} format="hh:mm:ss A" />
      </Box>
    </LocalizationProvider>
  );
}
