import * as React from 'react';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import EventIcon from '@mui/icons-material/Event';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

function ReadOnlyDateField(props: DatePickerFieldProps) {
  // Validation props (minDate, shouldDisableDate…) go to the validation, the rest to the TextField.
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const placeholder = useParsedFormat();
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  return (
    <TextField
      {...forwardedProps}
      value={pickerContext.value == null ? '' : pickerContext.value.format(pickerContext.fieldFormat)}
      placeholder={placeholder}
      label={pickerContext.label}
      name={pickerContext.name}
      error={hasValidationError}
      focused={pickerContext.open || undefined}
      onClick={() => pickerContext.setOpen((open) => !open)}
      className={pickerContext.rootClassName}
      sx={[{ minWidth: 220 }, ...(Array.isArray(pickerContext.rootSx) ? pickerContext.rootSx : [pickerContext.rootSx])]}
      ref={pickerContext.rootRef}
      slotProps={{
        input: {
          // The popup opens next to this element.
          ref: pickerContext.triggerRef,
          readOnly: true,
          sx: { cursor: 'pointer', '& input': { cursor: 'pointer' } },
          endAdornment: (
            <InputAdornment position="end">
              <EventIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function ReadOnlyTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Appointment"
        defaultValue={dayjs('2025-05-12')}
        slots={{ field: ReadOnlyDateField }}
      />
    </LocalizationProvider>
  );
}
