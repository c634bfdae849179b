import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 'nordics', region: 'Nordics', jan: 182, feb: 175, mar: 204, apr: 219, may: 236, jun: 241 },
  { id: 'benelux', region: 'Benelux', jan: 143, feb: 151, mar: 160, apr: 158, may: 171, jun: 180 },
  { id: 'iberia', region: 'Iberia', jan: 121, feb: 118, mar: 135, apr: 149, may: 166, jun: 188 },
  { id: 'dach', region: 'DACH', jan: 264, feb: 258, mar: 281, apr: 290, may: 302, jun: 297 },
  { id: 'uk', region: 'UK & Ireland', jan: 231, feb: 224, mar: 240, apr: 246, may: 255, jun: 262 },
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];

const columns = [
  { field: 'region', headerName: 'Region', width: 130 },
  ...MONTHS.map((month) => ({
    field: month,
    headerName: month.charAt(0).toUpperCase() + month.slice(1),
    type: 'number',
    width: 80,
  })),
];

export default function CellSelectionApiRef() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Select cells, then summarize them.');

  const selectFirstQuarter = () => {
    // Every cell from Nordics / Jan to UK & Ireland / Mar.
    apiRef.current?.selectCellRange({ id: 'nordics', field: 'jan' }, { id: 'uk', field: 'mar' });
  };

  const addDachSecondQuarter = () => {
    // `true` keeps the cells already selected.
    apiRef.current?.selectCellRange({ id: 'dach', field: 'apr' }, { id: 'dach', field: 'jun' }, true);
  };

  const summarize = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const cells = api.getSelectedCellsAsArray();
    const numbers = cells
      .map(({ id, field }) => api.getCellValue(id, field))
      .filter((value) => typeof value === 'number');
    const total = numbers.reduce((sum, value) => sum + value, 0);
    const rowsTouched = Object.keys(api.getCellSelectionModel()).length;
    setSummary(`${cells.length} cells in ${rowsTouched} rows, total ${total.toLocaleString('en-US')} k€`);
  };

  const clear = () => {
    apiRef.current?.setCellSelectionModel({});
    setSummary('Select cells, then summarize them.');
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={selectFirstQuarter}>
          Select Q1
        </Button>
        <Button variant="outlined" onClick={addDachSecondQuarter}>
          Add DACH Q2
        </Button>
        <Button variant="contained" onClick={summarize}>
          Summarize
        </Button>
        <Button onClick={clear}>Clear</Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
      <Typography variant="body2" component="p">
        {summary}
      </Typography>
    </Stack>
  );
}
