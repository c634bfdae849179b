import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Defined outside the demo component, so React keeps the same slot between renders.
function DeliveryActionBar(props: PickersActionBarProps) {
  const { className } = props;
  const { value, setValue, acceptValueChanges, cancelValueChanges } = usePickerContext<Dayjs | null>();

  const shift = (weeks: number) => {
    if (value?.isValid()) {
      setValue(value.add(weeks, 'week'));
    }
  };

  return (
    <DialogActions className={className} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <div>
        <Button size="small" onClick={() => shift(-1)}>
          Week earlier
        </Button>
        <Button size="small" onClick={() => shift(1)}>
          Week later
        </Button>
      </div>
      <div>
        <Button size="small" onClick={cancelValueChanges}>
          Cancel
        </Button>
        <Button size="small" variant="contained" onClick={acceptValueChanges}>
          Confirm
        </Button>
      </div>
    </DialogActions>
  );
}

export default function CustomActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDatePicker
        label="Delivery date"
        defaultValue={dayjs('2025-06-10')}
        closeOnSelect={false}
        slots={{ actionBar: DeliveryActionBar }}
      />
    </LocalizationProvider>
  );
}
