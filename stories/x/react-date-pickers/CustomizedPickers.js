import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomizedPickers() {
  const [cardExpiry, setCardExpiry] = React.useState(dayjs('2027-08-01'));
  const [invoiceDate, setInvoiceDate] = React.useState(dayjs('2025-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* Only a month and a year: no day view, and a shorter field. */}
          <DatePicker
            label="Card expiry"
            views={['year', 'month']}
            openTo="month"
            format="MM/YYYY"
            value={cardExpiry}
            onChange={(newValue) => setCardExpiry(newValue)}
            minDate={dayjs('2025-03-01')}
            maxDate={dayjs('2035-12-31')}
            slotProps={{ textField: { helperText: 'As printed on the card' } }}
          />
          {/* A written-out format, and buttons to clear or confirm the date. */}
          <DatePicker
            label="Invoice date"
            format="D MMM YYYY"
            value={invoiceDate}
            onChange={(newValue) => setInvoiceDate(newValue)}
            closeOnSelect={false}
            disableHighlightToday
            slotProps={{
              textField: { helperText: 'Confirm with OK, or clear it' },
              actionBar: { actions: ['clear', 'accept'] },
            }}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {cardExpiry && cardExpiry.isValid()
            ? `Card valid through ${cardExpiry.format('MMMM YYYY')}`
            : 'No valid expiry date'}
          {' · '}
          {invoiceDate && invoiceDate.isValid()
            ? `invoice dated ${invoiceDate.format('MMMM D, YYYY')}`
            : 'no invoice date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
