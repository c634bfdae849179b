import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';

export default function DateFnsAdapter() {
  // With AdapterDateFns, values are plain JavaScript `Date` objects.
  const [delivery, setDelivery] = React.useState(new Date(2025, 2, 14));

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Date de livraison" value={delivery} onChange={setDelivery} />
        <Typography variant="body2">
          Value: {delivery && !Number.isNaN(delivery.getTime()) ? format(delivery, 'yyyy-MM-dd') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
