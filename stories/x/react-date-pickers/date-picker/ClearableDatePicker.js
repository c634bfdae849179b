import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClearableDatePicker() {
  const [followUp, setFollowUp] = React.useState(dayjs('2024-04-22'));
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Follow-up call"
          value={followUp}
          onChange={(newValue) => setFollowUp(newValue)}
          referenceDate={dayjs('2024-04-01')}
          slotProps={{
            field: { clearable: true, onClear: () => setClearCount((count) => count + 1) },
          }}
        />
        <Typography variant="body2" color="text.secondary">
          {followUp ? `Call on ${followUp.format('MMMM D, YYYY')}` : 'No call planned'}
          {clearCount > 0 ? ` · cleared ${clearCount} time${clearCount > 1 ? 's' : ''}` : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
