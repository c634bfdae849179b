import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Orders placed on May 2, 2024 can be delivered between May 6 and May 31.
const firstDeliveryDay = dayjs('2024-05-06');
const lastDeliveryDay = dayjs('2024-05-31');

function errorMessage(error) {
  switch (error) {
    case 'minDate':
      return 'The first available delivery day is May 6, 2024.';
    case 'maxDate':
      return 'Deliveries can be booked up to May 31, 2024.';
    case 'invalidDate':
      return 'Enter a complete date, such as 05/14/2024.';
    default:
      return null;
  }
}

export default function DeliveryDateValidation() {
  const [deliveryDate, setDeliveryDate] = React.useState(dayjs('2024-05-14'));
  const [error, setError] = React.useState(null);

  const message = errorMessage(error);
  const summary = deliveryDate && deliveryDate.isValid() ? deliveryDate.format('dddd, MMMM D, YYYY') : 'no date yet';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Delivery date"
          value={deliveryDate}
          onChange={(newValue) => setDeliveryDate(newValue)}
          onError={(newError) => setError(newError)}
          minDate={firstDeliveryDay}
          maxDate={lastDeliveryDay}
          referenceDate={firstDeliveryDay}
          disableHighlightToday
          slotProps={{
            textField: {
              helperText: message ?? 'Between May 6 and May 31, 2024',
            },
          }}
        />
        <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
          {error ? `Not bookable: ${summary}` : `Delivery booked for ${summary}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
