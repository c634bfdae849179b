import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const format = (value) => (value === null ? 'null' : value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date');

export default function LifecyclePickerLog() {
  const [variant, setVariant] = React.useState('desktop');
  // `closeOnSelect` defaults to `true` on desktop and `false` on mobile: the switch starts from that default.
  const [closeOnSelect, setCloseOnSelect] = React.useState(true);
  const [log, setLog] = React.useState([]);

  const record = (entry) => setLog((previous) => [...previous, entry]);

  const Picker = variant === 'desktop' ? DesktopDatePicker : MobileDatePicker;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={variant}
            aria-label="Picker variant"
            onChange={(_event, next) => {
              if (next) {
                setVariant(next);
                setCloseOnSelect(next === 'desktop');
                setLog([]);
              }
            }}
          >
            <ToggleButton value="desktop">Desktop</ToggleButton>
            <ToggleButton value="mobile">Mobile</ToggleButton>
          </ToggleButtonGroup>
          <FormControlLabel
            control={<Switch checked={closeOnSelect} onChange={(event) => setCloseOnSelect(event.target.checked)} />}
            label="closeOnSelect"
          />
        </Stack>
        <Picker
          key={variant}
          label="Delivery date"
          defaultValue={dayjs('2025-04-14')}
          closeOnSelect={closeOnSelect}
          onOpen={() => record('onOpen')}
          onClose={() => record('onClose')}
          onChange={(value) => record(`onChange ${format(value)}`)}
          onAccept={(value) => record(`onAccept ${format(value)}`)}
          sx={{ maxWidth: 340 }}
        />
        <Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" component="p" sx={{ fontWeight: 'medium' }}>
              Callbacks, oldest first
            </Typography>
            <Button size="small" onClick={() => setLog([])} disabled={log.length === 0}>
              Clear log
            </Button>
          </Stack>
          <Box
            component="ol"
            aria-label="Callback log"
            sx={{ m: 0, pl: 3, minHeight: 96, fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}
          >
            {log.length === 0 ? (
              <Box component="li" sx={{ listStyle: 'none', ml: -3 }}>
                Open the picker or edit the field.
              </Box>
            ) : (
              log.map((entry, index) => <li key={index}>{entry}</li>)
            )}
          </Box>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
