import * as React from 'react';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import EventIcon from '@mui/icons-material/Event';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerAdapter, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

const MASK_FORMAT = 'MM/DD/YYYY';

/** Keeps the digits typed so far and inserts the slashes: "0321" → "03/21". */
function applyMask(text: string) {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('/');
}

function MaskedDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const adapter = usePickerAdapter();
  const { value } = pickerContext;
  const toText = (date: Dayjs | null) => (date == null ? '' : date.format(MASK_FORMAT));

  // The text is local state: it can hold a partial date while the value cannot.
  const [text, setText] = React.useState(() => toText(value));
  const [syncedValue, setSyncedValue] = React.useState(value);
  if (value !== syncedValue) {
    // The value changed elsewhere (in the calendar): show it.
    setSyncedValue(value);
    setText(toText(value));
  }

  const { hasValidationError, getValidationErrorForNewValue } = useValidation({
    validator: validateDate,
    value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const masked = applyMask(event.target.value);
    setText(masked);
    if (masked === '') {
      pickerContext.setValue(null, { validationError: null });
    } else if (masked.length === MASK_FORMAT.length) {
      // A complete date: parse it with the adapter; an impossible date (02/30) stays invalid.
      const parsed = adapter.parse(masked, MASK_FORMAT);
      pickerContext.setValue(parsed, { validationError: getValidationErrorForNewValue(parsed) });
    }
  };

  return (
    <TextField
      {...forwardedProps}
      label={pickerContext.label}
      name={pickerContext.name}
      value={text}
      onChange={handleChange}
      placeholder={MASK_FORMAT}
      error={hasValidationError}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      ref={pickerContext.rootRef}
      slotProps={{
        input: {
          ref: pickerContext.triggerRef,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label="Choose date" onClick={() => pickerContext.setOpen((open) => !open)}>
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
        htmlInput: { inputMode: 'numeric' },
      }}
    />
  );
}

export default function MaskedField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-03'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Start date"
          format={MASK_FORMAT}
          value={value}
          onChange={setValue}
          slots={{ field: MaskedDateField }}
        />
        <Typography variant="body2">
          {value?.isValid() ? `Starts on ${value.format('dddd, MMMM D, YYYY')}` : 'No valid start date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
