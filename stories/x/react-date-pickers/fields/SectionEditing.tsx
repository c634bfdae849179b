import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function SectionEditing() {
  const [releaseDate, setReleaseDate] = React.useState<Dayjs | null>(dayjs('2024-05-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {/* Three sections: a month typed as a word, a day and a year typed as digits. */}
        <DateField
          label="Album release"
          format="MMMM D, YYYY"
          value={releaseDate}
          onChange={(newValue) => setReleaseDate(newValue)}
        />
        <Typography variant="body2" color="text.secondary">
          {releaseDate && releaseDate.isValid()
            ? `Released on a ${releaseDate.format('dddd')}`
            : 'Release date incomplete'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
