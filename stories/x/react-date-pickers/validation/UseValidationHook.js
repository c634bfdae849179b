import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// Days off requested by employees, as received from the HR system.
const requests = [
  { id: 1, employee: 'Amara Okafor', day: dayjs('2025-08-18') },
  { id: 2, employee: 'Lukas Brandt', day: dayjs('2025-08-23') },
  { id: 3, employee: 'Sofia Marquez', day: dayjs('2025-07-28') },
  { id: 4, employee: 'Kenji Watanabe', day: dayjs('2025-08-29') },
];

// The same rules a DatePicker would get as props.
const rules = {
  minDate: dayjs('2025-08-01'),
  maxDate: dayjs('2025-08-31'),
  disablePast: false,
  disableFuture: false,
  shouldDisableDate: (day) => day.day() === 0 || day.day() === 6,
};

const reasons = {
  minDate: 'before the August planning period',
  maxDate: 'after the August planning period',
  shouldDisableDate: 'falls on a weekend',
};

function RequestRow({ employee, day }) {
  const { validationError, hasValidationError } = useValidation({
    value: day,
    timezone: 'default',
    validator: validateDate,
    props: rules,
  });

  return (
    <ListItem divider>
      <ListItemText
        primary={`${employee}: ${day.format('ddd, MMM D, YYYY')}`}
        secondary={hasValidationError ? `Rejected: ${reasons[validationError]}` : 'Approved'}
        slotProps={{
          secondary: { color: hasValidationError ? 'error' : 'success.main' },
        }}
      />
    </ListItem>
  );
}

export default function UseValidationHook() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <List aria-label="Day-off requests" sx={{ maxWidth: 340 }}>
        {requests.map((request) => (
          <RequestRow key={request.id} employee={request.employee} day={request.day} />
        ))}
      </List>
    </LocalizationProvider>
  );
}
