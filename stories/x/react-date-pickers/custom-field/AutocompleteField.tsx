import * as React from 'react';
import Autocomplete, { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useForkRef from '@mui/utils/useForkRef';
import EventIcon from '@mui/icons-material/Event';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

interface AutocompleteFieldProps extends DatePickerFieldProps {
  /** The dates offered in the list. */
  options?: Dayjs[];
}

function DeliveryAutocompleteField(props: AutocompleteFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const { options = [], ...other } = forwardedProps;
  const pickerContext = usePickerContext();
  const placeholder = useParsedFormat();
  const { hasValidationError, getValidationErrorForNewValue } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  return (
    <Autocomplete<Dayjs>
      {...other}
      options={options}
      value={pickerContext.value}
      onChange={(_event, newValue) =>
        pickerContext.setValue(newValue, {
          validationError: getValidationErrorForNewValue(newValue),
        })
      }
      getOptionLabel={(option) => option.format(pickerContext.fieldFormat)}
      isOptionEqualToValue={(option, value) => option.isSame(value, 'day')}
      ref={pickerContext.rootRef}
      className={pickerContext.rootClassName}
      sx={[{ minWidth: 260 }, ...(Array.isArray(pickerContext.rootSx) ? pickerContext.rootSx : [pickerContext.rootSx])]}
      renderInput={(params) => (
        <AutocompleteInput
          params={params}
          label={pickerContext.label}
          placeholder={placeholder}
          error={hasValidationError}
          onOpenPicker={() => pickerContext.setOpen((open) => !open)}
          triggerRef={pickerContext.triggerRef}
        />
      )}
    />
  );
}

interface AutocompleteInputProps {
  params: AutocompleteRenderInputParams;
  label: React.ReactNode;
  placeholder: string;
  error: boolean;
  onOpenPicker: () => void;
  triggerRef: React.Ref<HTMLElement>;
}

function AutocompleteInput({ params, label, placeholder, error, onOpenPicker, triggerRef }: AutocompleteInputProps) {
  // The Autocomplete and the picker both anchor their popups to the input's root.
  const inputRef = useForkRef(params.InputProps.ref, triggerRef);
  return (
    <TextField
      {...params}
      label={label}
      placeholder={placeholder}
      error={error}
      InputProps={{
        ...params.InputProps,
        ref: inputRef,
        startAdornment: (
          <InputAdornment position="start">
            <IconButton edge="start" size="small" aria-label="Choose from the calendar" onClick={onOpenPicker}>
              <EventIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        ),
      }}
    />
  );
}

// Delivery slots of a bakery: Tuesdays and Fridays of April 2025.
const deliveryDates = [1, 4, 8, 11, 15, 18, 22, 25, 29].map((day) => dayjs(`2025-04-${String(day).padStart(2, '0')}`));

export default function AutocompleteField() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Delivery"
          format="ddd, MMM D"
          value={value}
          onChange={setValue}
          referenceDate={dayjs('2025-04-01')}
          minDate={dayjs('2025-04-01')}
          maxDate={dayjs('2025-04-30')}
          // Only the listed dates can be picked in the calendar too.
          shouldDisableDate={(date) => !deliveryDates.some((option) => option.isSame(date, 'day'))}
          slots={{ field: DeliveryAutocompleteField }}
          slotProps={{ field: { options: deliveryDates } as AutocompleteFieldProps }}
        />
        <Typography variant="body2">
          {value ? `Delivery on ${value.format('dddd, MMMM D')}` : 'No delivery date yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
