import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Ticket {
  id: string;
  subject: string;
  priority: string;
}

const priorities = ['Low', 'Normal', 'High', 'Urgent'];

const rows: Ticket[] = [
  { id: 'T-318', subject: 'Cannot reset password', priority: 'High' },
  { id: 'T-319', subject: 'Invoice shows the wrong VAT number', priority: 'Normal' },
  { id: 'T-320', subject: 'Export to CSV times out', priority: 'Urgent' },
  { id: 'T-321', subject: 'Typo on the pricing page', priority: 'Low' },
];

// Picking an option saves it and leaves edit mode: no Enter needed.
function PriorityEditCell(props: GridRenderEditCellParams<Ticket, string>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();

  const handleChange = async (event: SelectChangeEvent) => {
    await apiRef.current.setEditCellValue({ id, field, value: event.target.value });
    if (apiRef.current.getCellMode(id, field) === 'edit') {
      apiRef.current.stopCellEditMode({ id, field });
    }
  };

  return (
    <Select
      value={value ?? ''}
      onChange={handleChange}
      size="small"
      fullWidth
      autoFocus
      defaultOpen
      inputProps={{ 'aria-label': 'Priority' }}
      sx={{ height: '100%', '& .MuiOutlinedInput-notchedOutline': { border: 0 } }}
    >
      {priorities.map((priority) => (
        <MenuItem key={priority} value={priority}>
          {priority}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 120,
    editable: true,
    renderEditCell: (params) => <PriorityEditCell {...params} />,
  },
];

export default function AutoStopEditMode() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
