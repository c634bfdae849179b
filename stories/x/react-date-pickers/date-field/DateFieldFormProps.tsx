import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFieldFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField label="Order date (disabled)" defaultValue={dayjs('2024-05-02')} disabled />
          <DateField label="Paid on (read-only)" defaultValue={dayjs('2024-05-04')} readOnly />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            label="Ship by"
            defaultValue={dayjs('2024-05-06')}
            required
            helperText="Needed to book the courier"
          />
          <DateField label="Filled variant" defaultValue={dayjs('2024-05-09')} variant="filled" />
          <DateField
            label="Standard variant"
            defaultValue={dayjs('2024-05-09')}
            variant="standard"
            size="small"
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
