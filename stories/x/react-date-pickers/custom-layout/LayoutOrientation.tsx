import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

type Orientation = 'portrait' | 'landscape';

export default function LayoutOrientation() {
  const [orientation, setOrientation] = React.useState<Orientation>('portrait');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Orientation"
          value={orientation}
          onChange={(_event, next: Orientation | null) => next && setOrientation(next)}
        >
          <ToggleButton value="portrait">Portrait</ToggleButton>
          <ToggleButton value="landscape">Landscape</ToggleButton>
        </ToggleButtonGroup>
        {/* The landscape layout is wider than a phone: let it scroll there. */}
        <Box sx={{ overflowX: 'auto' }}>
          <StaticDatePicker
            orientation={orientation}
            defaultValue={dayjs('2025-09-08')}
            slotProps={{ actionBar: { actions: [] } }}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: 'fit-content' }}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
