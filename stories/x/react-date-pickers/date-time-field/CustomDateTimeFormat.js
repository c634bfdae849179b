import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const kickOff = dayjs('2024-06-14T20:45');

export default function CustomDateTimeFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <DateTimeField label="Default format" defaultValue={kickOff} />
        <DateTimeField label="24-hour clock" defaultValue={kickOff} ampm={false} />
        <DateTimeField label="Day first" defaultValue={kickOff} format="DD/MM/YYYY HH:mm" />
        <DateTimeField label="Month as a word" defaultValue={kickOff} format="MMM D, YYYY h:mm A" />
        <DateTimeField label="ISO-like, with seconds" defaultValue={kickOff} format="YYYY-MM-DD HH:mm:ss" />
        <DateTimeField label="With the weekday" defaultValue={kickOff} format="ddd D MMM YYYY, HH:mm" />
      </Box>
    </LocalizationProvider>
  );
}
