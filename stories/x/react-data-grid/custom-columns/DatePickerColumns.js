import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DataGrid, useGridApiContext } from '@mui/x-data-grid';

const rows = [
  { id: 1, guest: 'Amara Okafor', checkIn: new Date(2025, 5, 12), arrival: new Date(2025, 5, 12, 15, 30) },
  { id: 2, guest: 'Lucas Moreau', checkIn: new Date(2025, 5, 14), arrival: new Date(2025, 5, 14, 21, 0) },
  { id: 3, guest: 'Hana Sato', checkIn: new Date(2025, 5, 20), arrival: new Date(2025, 5, 20, 11, 45) },
  { id: 4, guest: 'Diego Alvarez', checkIn: new Date(2025, 6, 2), arrival: new Date(2025, 6, 2, 18, 15) },
];

// The edit component: a picker that writes a `Date` back to the cell.
function PickerEditCell({ id, field, value, colDef }) {
  const apiRef = useGridApiContext();
  const Picker = colDef.type === 'dateTime' ? DateTimePicker : DatePicker;

  const handleChange = (newValue) => {
    apiRef.current.setEditCellValue({ id, field, value: newValue?.isValid() ? newValue.toDate() : null });
  };

  return (
    <Picker
      value={value ? dayjs(value) : null}
      onChange={handleChange}
      autoFocus
      slotProps={{ textField: { size: 'small', fullWidth: true, sx: { mx: 1 } } }}
    />
  );
}

// Built on the native types: sorting, filtering and alignment stay those of `date` and `dateTime`.
const pickerDateColumnType = {
  type: 'date',
  valueFormatter: (value) => (value ? dayjs(value).format('MMM D, YYYY') : ''),
  renderEditCell: (params) => <PickerEditCell {...params} />,
};

const pickerDateTimeColumnType = {
  type: 'dateTime',
  valueFormatter: (value) => (value ? dayjs(value).format('MMM D, YYYY h:mm A') : ''),
  renderEditCell: (params) => <PickerEditCell {...params} />,
};

const columns = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 140 },
  { field: 'checkIn', headerName: 'Check-in', ...pickerDateColumnType, width: 200, editable: true },
  { field: 'arrival', headerName: 'Expected arrival', ...pickerDateTimeColumnType, width: 260, editable: true },
];

export default function DatePickerColumns() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </LocalizationProvider>
  );
}
