import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { FieldSelectedSections } from '@mui/x-date-pickers/models';

const shortcuts: { label: string; sections: FieldSelectedSections }[] = [
  { label: 'Edit the day', sections: 'day' },
  { label: 'Edit the hours', sections: 'hours' },
  { label: 'Select everything', sections: 'all' },
];

export default function ControlledSelectedSections() {
  const [selectedSections, setSelectedSections] = React.useState<FieldSelectedSections>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  const select = (sections: FieldSelectedSections) => {
    // The field has to be focused before it can select a section.
    inputRef.current?.focus();
    setSelectedSections(sections);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {shortcuts.map((shortcut) => (
            <Button
              key={shortcut.label}
              variant="outlined"
              size="small"
              onClick={() => select(shortcut.sections)}
            >
              {shortcut.label}
            </Button>
          ))}
        </Stack>
        <DateTimeField
          label="Bus departure"
          defaultValue={dayjs('2024-07-19T07:50')}
          inputRef={inputRef}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
        />
        <Typography variant="body2" color="text.secondary">
          selectedSections: {JSON.stringify(selectedSections)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
