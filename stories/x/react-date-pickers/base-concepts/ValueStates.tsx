import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

function describeValue(value: Dayjs | null): string {
  if (value === null) {
    return 'null: the field is empty or incomplete';
  }
  if (!value.isValid()) {
    return 'an invalid date: every section is filled, but no such day exists';
  }
  return `a valid date: ${value.format('YYYY-MM-DD')}`;
}

export default function ValueStates() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-12'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateField
          label="Passport issue date"
          value={value}
          onChange={(newValue, context) => {
            setValue(newValue);
            setError(context.validationError);
          }}
        />
        <Typography variant="body2" color="text.secondary">
          Value: {describeValue(value)}
        </Typography>
        <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
          Validation error: {error ?? 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
