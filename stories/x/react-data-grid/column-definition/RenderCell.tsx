import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

type Status = 'In transit' | 'Delivered' | 'Delayed' | 'Label created';

interface Shipment {
  id: string;
  destination: string;
  status: Status;
  progress: number;
}

const rows: Shipment[] = [
  { id: '1Z 84A 2201', destination: 'Rotterdam, NL', status: 'In transit', progress: 0.62 },
  { id: '1Z 84A 2202', destination: 'Osaka, JP', status: 'Delivered', progress: 1 },
  { id: '1Z 84A 2203', destination: 'Denver, US', status: 'Delayed', progress: 0.35 },
  { id: '1Z 84A 2204', destination: 'Nairobi, KE', status: 'Label created', progress: 0.05 },
  { id: '1Z 84A 2205', destination: 'Lyon, FR', status: 'In transit', progress: 0.8 },
];

const statusColor: Record<Status, 'primary' | 'success' | 'error' | 'default'> = {
  'In transit': 'primary',
  Delivered: 'success',
  Delayed: 'error',
  'Label created': 'default',
};

function ProgressCell({ value }: GridRenderCellParams<Shipment, number>) {
  const percent = Math.round((value ?? 0) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Delivery progress"
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" sx={{ minWidth: 36, textAlign: 'end' }}>
        {percent}%
      </Typography>
    </Box>
  );
}

function getColumns(onTrack: (id: string) => void): GridColDef<Shipment>[] {
  return [
    {
      field: 'id',
      headerName: 'Tracking number',
      width: 150,
      // Interactive content leaves the tab sequence unless its cell has the focus.
      renderCell: (params) => (
        <Link
          component="button"
          variant="body2"
          tabIndex={params.hasFocus ? 0 : -1}
          onClick={() => onTrack(params.row.id)}
        >
          {params.value}
        </Link>
      ),
    },
    { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
    {
      field: 'status',
      headerName: 'Status',
      width: 140,
      display: 'flex',
      renderCell: (params: GridRenderCellParams<Shipment, Status>) => (
        <Chip label={params.value} color={statusColor[params.value!]} size="small" variant="outlined" />
      ),
    },
    {
      field: 'progress',
      headerName: 'Progress',
      type: 'number',
      width: 170,
      // `display: 'flex'` centers element children vertically in the cell.
      display: 'flex',
      renderCell: (params) => <ProgressCell {...params} />,
    },
  ];
}

export default function RenderCell() {
  const [tracked, setTracked] = React.useState<string | null>(null);
  // The columns depend on a callback, so they are memoized to keep the same reference.
  const columns = React.useMemo(() => getColumns(setTracked), []);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 350 }}>
        {/* A click on a tracking number is an action, not a row selection. */}
        <DataGrid rows={rows} columns={columns} disableRowSelectionOnClick hideFooter />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {tracked ? `Tracking shipment ${tracked}` : 'Click a tracking number.'}
      </Typography>
    </Box>
  );
}
