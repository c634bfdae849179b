import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FieldSlotProps() {
  const [value, setValue] = React.useState(dayjs('2025-06-02'));
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Shipping date"
          value={value}
          onChange={setValue}
          // `sx` on the picker styles the root of its field.
          sx={{ minWidth: 240 }}
          slotProps={{
            // Props of the field itself.
            field: {
              clearable: true,
              onClear: () => setClearCount((count) => count + 1),
            },
          }}
        />
        <Typography variant="body2">
          {value ? `Ships on ${value.format('dddd, MMMM D')}` : 'No shipping date'} · cleared {clearCount}{' '}
          {clearCount === 1 ? 'time' : 'times'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
