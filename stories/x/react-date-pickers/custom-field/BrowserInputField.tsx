import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker, TimePickerFieldProps } from '@mui/x-date-pickers/TimePicker';
import {
  useParsedFormat,
  usePickerAdapter,
  usePickerContext,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation, validateTime } from '@mui/x-date-pickers/validation';

function BrowserTimeField(props: TimePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'time');
  const pickerContext = usePickerContext();
  const adapter = usePickerAdapter();
  const placeholder = useParsedFormat();
  const { fieldFormat, value } = pickerContext;
  const toText = (time: Dayjs | null) => (time == null ? '' : time.format(fieldFormat));

  const [text, setText] = React.useState(() => toText(value));
  const [syncedValue, setSyncedValue] = React.useState(value);
  if (value !== syncedValue) {
    setSyncedValue(value);
    setText(toText(value));
  }

  const { hasValidationError, getValidationErrorForNewValue } = useValidation({
    validator: validateTime,
    value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  // Parses when the reader leaves the input, so "9:5" is not read too early.
  const handleBlur = () => {
    const parsed = text.trim() === '' ? null : adapter.parse(text.trim(), fieldFormat);
    pickerContext.setValue(parsed, { validationError: getValidationErrorForNewValue(parsed) });
  };

  const inputId = forwardedProps.id ?? 'browser-time-field';

  return (
    <Stack
      ref={pickerContext.rootRef}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      spacing={0.5}
    >
      <Typography component="label" htmlFor={inputId} variant="body2">
        {pickerContext.label}
      </Typography>
      <Stack ref={pickerContext.triggerRef} direction="row" spacing={1}>
        <Box
          component="input"
          id={inputId}
          value={text}
          placeholder={placeholder}
          aria-invalid={hasValidationError}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
          onBlur={handleBlur}
          sx={{
            font: 'inherit',
            width: 120,
            px: 1,
            py: 0.75,
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: hasValidationError ? 'error.main' : 'divider',
            borderRadius: 1,
          }}
        />
        <Box
          component="button"
          type="button"
          onClick={() => pickerContext.setOpen((open) => !open)}
          sx={{
            font: 'inherit',
            px: 1.5,
            color: 'primary.contrastText',
            bgcolor: 'primary.main',
            border: 0,
            borderRadius: 1,
            cursor: 'pointer',
          }}
        >
          Pick a time
        </Box>
      </Stack>
    </Stack>
  );
}

export default function BrowserInputField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-16T10:30'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TimePicker
          label="Stand-up meeting"
          value={value}
          onChange={setValue}
          minTime={dayjs('2025-06-16T08:00')}
          maxTime={dayjs('2025-06-16T18:00')}
          slots={{ field: BrowserTimeField }}
        />
        <Typography variant="body2">
          {value?.isValid() ? `Meets at ${value.format('HH:mm')}` : 'No valid meeting time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
