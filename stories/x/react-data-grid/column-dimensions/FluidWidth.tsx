import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'CHR-ERG-01', product: 'Ergonomic office chair with lumbar support', notes: 'Ships flat-packed' },
  { id: 2, sku: 'DSK-STD-14', product: 'Electric standing desk, 140 × 70 cm', notes: 'Two-person delivery' },
  { id: 3, sku: 'MON-27-4K', product: '27" 4K monitor', notes: 'USB-C power delivery' },
  { id: 4, sku: 'LMP-LED-02', product: 'Dimmable LED desk lamp', notes: 'Back in stock in May' },
];

// The header names show each column's sizing.
const columns: GridColDef[] = [
  { field: 'sku', headerName: 'width: 140', width: 140 },
  { field: 'product', headerName: 'flex: 1', flex: 1 },
  { field: 'notes', headerName: 'flex: 0.5, minWidth: 110', flex: 0.5, minWidth: 110 },
];

export default function FluidWidth() {
  const [gridWidth, setGridWidth] = React.useState(100);
  const labelId = React.useId();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 340 }}>
        <Typography variant="body2" id={labelId} sx={{ whiteSpace: 'nowrap' }}>
          Grid width
        </Typography>
        <Slider
          value={gridWidth}
          onChange={(_event, value) => setGridWidth(value as number)}
          min={50}
          max={100}
          step={10}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value}%`}
          aria-labelledby={labelId}
        />
      </Stack>
      <Box sx={{ height: 300, width: `${gridWidth}%` }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
