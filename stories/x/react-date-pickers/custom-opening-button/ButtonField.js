import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import EventIcon from '@mui/icons-material/Event';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

function ButtonDateField(props) {
  // Keep the props a DOM element accepts; the value props come from the context.
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  // The popup anchors to the trigger element.
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const valueText = pickerContext.value == null ? 'none' : pickerContext.value.format('MMM D, YYYY');

  return (
    <Button
      {...forwardedProps}
      variant="outlined"
      startIcon={<EventIcon />}
      ref={handleRef}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      disabled={pickerContext.disabled}
      onClick={() => pickerContext.setOpen((previous) => !previous)}
    >
      {pickerContext.label}: {valueText}
    </Button>
  );
}

export default function ButtonField() {
  const [publishDate, setPublishDate] = React.useState(dayjs('2025-06-02'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Publish on"
          value={publishDate}
          onChange={setPublishDate}
          slots={{ field: ButtonDateField }}
        />
        <Typography variant="body2">
          The article goes live on {publishDate?.isValid() ? publishDate.format('dddd, MMMM D, YYYY') : 'no date yet'}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
