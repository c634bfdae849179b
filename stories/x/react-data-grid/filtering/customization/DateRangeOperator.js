import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DataGrid, getGridDateOperators } from '@mui/x-data-grid';

const rows = [
  { id: 'B-7841', guest: 'Ingrid Nilsen', room: 'Sea view double', checkIn: new Date(2025, 5, 2), nights: 3 },
  { id: 'B-7842', guest: 'Tomás Silva', room: 'Garden suite', checkIn: new Date(2025, 5, 9), nights: 5 },
  { id: 'B-7843', guest: 'Mei Chen', room: 'Standard twin', checkIn: new Date(2025, 5, 14), nights: 2 },
  { id: 'B-7844', guest: 'Ravi Patel', room: 'Sea view double', checkIn: new Date(2025, 5, 20), nights: 7 },
  { id: 'B-7845', guest: 'Elena Kowalski', room: 'Family room', checkIn: new Date(2025, 5, 27), nights: 4 },
  { id: 'B-7846', guest: 'Samuel Adeyemi', room: 'Garden suite', checkIn: new Date(2025, 6, 4), nights: 3 },
];

// Compare calendar days, whatever the time of day.
const dayNumber = (date) => date.getFullYear() * 10000 + date.getMonth() * 100 + date.getDate();

function DateRangeInput(props) {
  const { item, applyValue } = props;
  const [start, end] = Array.isArray(item.value) ? item.value : [null, null];

  const update = (index, value) => {
    const next = [start, end];
    next[index] = value && value.isValid() ? value.toDate() : null;
    applyValue({ ...item, value: next });
  };

  return (
    // Stacked, so that both dates fit the width of the panel's value column.
    <Stack spacing={1.5} sx={{ pt: 1 }}>
      <DateField
        label="From"
        size="small"
        value={start ? dayjs(start) : null}
        onChange={(value) => update(0, value)}
        fullWidth
      />
      <DateField
        label="To"
        size="small"
        value={end ? dayjs(end) : null}
        onChange={(value) => update(1, value)}
        fullWidth
      />
    </Stack>
  );
}

const isBetweenOperator = {
  label: 'is between',
  value: 'isBetween',
  getApplyFilterFn: (filterItem) => {
    const [start, end] = Array.isArray(filterItem.value) ? filterItem.value : [null, null];
    if (!start && !end) {
      return null;
    }
    return (value) =>
      value != null && (!start || dayNumber(value) >= dayNumber(start)) && (!end || dayNumber(value) <= dayNumber(end));
  },
  InputComponent: DateRangeInput,
  getValueAsString: (value) => value.map((date) => (date ? dayjs(date).format('MMM D') : '…')).join(' – '),
};

const columns = [
  { field: 'id', headerName: 'Booking', width: 100 },
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 150 },
  { field: 'room', headerName: 'Room', width: 150 },
  {
    field: 'checkIn',
    headerName: 'Check-in',
    type: 'date',
    width: 130,
    filterOperators: [isBetweenOperator, ...getGridDateOperators()],
  },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 80 },
];

export default function DateRangeOperator() {
  return (
    // The date fields need a LocalizationProvider; the filter panel renders inside the grid's tree.
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          initialState={{
            filter: {
              filterModel: {
                items: [
                  { field: 'checkIn', operator: 'isBetween', value: [new Date(2025, 5, 8), new Date(2025, 5, 21)] },
                ],
              },
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
