import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';

const rows = [
  { id: 1, ticker: 'NVDA', company: 'NVIDIA Corporation', sector: 'Semiconductors', price: 131.38 },
  { id: 2, ticker: 'ASML', company: 'ASML Holding N.V.', sector: 'Semiconductor equipment', price: 712.4 },
  { id: 3, ticker: 'SAP', company: 'SAP SE', sector: 'Software', price: 268.05 },
  { id: 4, ticker: 'TSM', company: 'Taiwan Semiconductor Manufacturing', sector: 'Semiconductors', price: 187.22 },
];

const columns: GridColDef[] = [
  { field: 'ticker', headerName: 'Ticker', width: 90 },
  { field: 'company', headerName: 'Company', width: 180 },
  { field: 'sector', headerName: 'Sector', width: 160 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
];

export default function ResizeEvents() {
  const [resizing, setResizing] = React.useState<string | null>(null);
  const [lastChange, setLastChange] = React.useState<string | null>(null);

  // Fires on every pointer move while a column is dragged.
  const handleColumnResize = (params: GridColumnResizeParams) => {
    setResizing(`${params.colDef.headerName}: ${Math.round(params.width)} px`);
  };

  // Fires once, when the new width is applied (after a drag or an autosize).
  const handleColumnWidthChange = (params: GridColumnResizeParams) => {
    setResizing(null);
    setLastChange(`${params.colDef.headerName} is now ${Math.round(params.width)} px wide`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          onColumnResize={handleColumnResize}
          onColumnWidthChange={handleColumnWidthChange}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        onColumnResize: {resizing ?? 'not resizing'}
      </Typography>
      <Typography variant="body2">onColumnWidthChange: {lastChange ?? 'no change yet'}</Typography>
    </Box>
  );
}
