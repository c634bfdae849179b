import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro } from '@mui/x-data-grid-pro';

const ROW_COUNT = 100_000;
const READING_COUNT = 999; // plus the sensor column: 1,000 columns

// mulberry32: a small seeded PRNG. Seeding it with the cell's coordinates gives
// every cell a fixed value, computed only when the cell is rendered.
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function reading(sensor, hour) {
  const random = mulberry32(sensor * 7919 + hour * 104729 + 42);
  // A daily cycle around 21 °C, plus noise.
  const cycle = 4 * Math.sin(((hour % 24) / 24) * 2 * Math.PI);
  return Math.round((21 + cycle + (random() - 0.5) * 3) * 10) / 10;
}

// Rows hold only an id: the readings are computed by the columns' valueGetter.
const createRows = () => Array.from({ length: ROW_COUNT }, (_, index) => ({ id: index + 1 }));

const columns = [
  {
    field: 'sensor',
    headerName: 'Sensor',
    width: 110,
    valueGetter: (_value, row) => `S-${String(row.id).padStart(6, '0')}`,
  },
  ...Array.from({ length: READING_COUNT }, (_, hour) => ({
    field: `h${hour + 1}`,
    headerName: `Hour ${hour + 1}`,
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => reading(row.id, hour + 1),
    valueFormatter: (value) => `${value.toFixed(1)} °C`,
  })),
];

export default function LargeDataset() {
  const [rows, setRows] = React.useState([]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box>
        <Button variant="contained" onClick={() => setRows(createRows())} disabled={rows.length > 0}>
          Load 100,000 sensors
        </Button>
      </Box>
      <Box sx={{ height: 440, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          label="Temperature readings"
          initialState={{ pinnedColumns: { left: ['sensor'] } }}
          disableColumnMenu
        />
      </Box>
    </Stack>
  );
}
