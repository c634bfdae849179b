import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const checkout = dayjs('2025-05-09T11:00');
const lateCheckout = dayjs('2025-05-09T14:30');

export default function Meridiem() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <TimeField label="Upper case (A)" defaultValue={checkout} format="hh:mm A" />
        <TimeField label="Lower case (a)" defaultValue={lateCheckout} format="hh:mm a" />
      </LocalizationProvider>
      {/* The locale names the meridiem: 午前 and 午後 in Japanese. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ja">
        <TimeField label="チェックアウト" defaultValue={lateCheckout} format="A hh:mm" lang="ja" />
      </LocalizationProvider>
    </Stack>
  );
}
