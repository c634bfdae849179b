import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function OverrideTranslationKeys() {
  return (
    // Keys passed to the provider apply to every picker inside it.
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        cancelButtonLabel: 'Keep current day',
        okButtonLabel: 'Book pick-up',
        fieldDayPlaceholder: () => 'day',
      }}
    >
      <MobileDatePicker
        label="Parcel pick-up"
        defaultValue={dayjs('2025-02-11')}
        // Keys passed to one picker win over the provider's.
        localeText={{ toolbarTitle: 'Choose a pick-up day' }}
      />
    </LocalizationProvider>
  );
}
