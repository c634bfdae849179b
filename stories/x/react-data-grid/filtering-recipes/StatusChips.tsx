import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

type Status = 'In transit' | 'Delayed' | 'Customs hold' | 'Delivered';

interface Shipment {
  id: string;
  destination: string;
  carrier: string;
  status: Status;
}

const statuses: Status[] = ['In transit', 'Delayed', 'Customs hold', 'Delivered'];

const rows: Shipment[] = [
  { id: 'SH-2201', destination: 'Rotterdam', carrier: 'Maersk', status: 'In transit' },
  { id: 'SH-2202', destination: 'Singapore', carrier: 'CMA CGM', status: 'Delivered' },
  { id: 'SH-2203', destination: 'Hamburg', carrier: 'Hapag-Lloyd', status: 'Delayed' },
  { id: 'SH-2204', destination: 'Valencia', carrier: 'MSC', status: 'Customs hold' },
  { id: 'SH-2205', destination: 'Antwerp', carrier: 'Maersk', status: 'Delivered' },
  { id: 'SH-2206', destination: 'Busan', carrier: 'HMM', status: 'In transit' },
  { id: 'SH-2207', destination: 'Santos', carrier: 'MSC', status: 'Delayed' },
  { id: 'SH-2208', destination: 'Le Havre', carrier: 'CMA CGM', status: 'Delivered' },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 120 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: statuses, width: 130 },
];

const countByStatus = Object.fromEntries(
  statuses.map((status) => [status, rows.filter((row) => row.status === status).length]),
) as Record<Status, number>;

export default function StatusChips() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  // The chips read the selected statuses from the model, so the filter panel and the chips stay in step.
  const statusItem = filterModel.items.find((item) => item.field === 'status' && item.operator === 'isAnyOf');
  const selected: Status[] = Array.isArray(statusItem?.value) ? statusItem.value : [];

  const toggle = (status: Status) => {
    const next = selected.includes(status) ? selected.filter((value) => value !== status) : [...selected, status];
    setFilterModel({
      ...filterModel,
      items: next.length > 0 ? [{ id: 'status-chips', field: 'status', operator: 'isAnyOf', value: next }] : [],
    });
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} role="group" aria-label="Status">
        {statuses.map((status) => {
          const isSelected = selected.includes(status);
          return (
            <Chip
              key={status}
              label={`${status} (${countByStatus[status]})`}
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              aria-pressed={isSelected}
              onClick={() => toggle(status)}
            />
          );
        })}
      </Stack>
      <Box sx={{ height: 530 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
        />
      </Box>
    </Stack>
  );
}
