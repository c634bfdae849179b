import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridSortedRowEntriesSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amara Okafor', region: 'EMEA', deals: 31, revenue: 412000 },
  { id: 2, name: 'Lucas Moreau', region: 'EMEA', deals: 44, revenue: 356500 },
  { id: 3, name: 'Hana Sato', region: 'APAC', deals: 27, revenue: 498200 },
  { id: 4, name: 'Diego Alvarez', region: 'LATAM', deals: 52, revenue: 301750 },
  { id: 5, name: 'Priya Raman', region: 'APAC', deals: 38, revenue: 445900 },
  { id: 6, name: 'Jonas Becker', region: 'EMEA', deals: 19, revenue: 228400 },
];

const columns = [
  { field: 'name', headerName: 'Sales rep', flex: 1, minWidth: 150 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'deals', headerName: 'Deals', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value) => `$${value.toLocaleString('en-US')}`,
  },
];

// A footer that follows the grid's order: it re-renders whenever the sorted rows change.
function TopThreeFooter() {
  const apiRef = useGridApiContext();
  const sortedRows = useGridSelector(apiRef, gridSortedRowEntriesSelector);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const order = sortModel.map((item) => `${apiRef.current.getColumn(item.field).headerName} ${item.sort}`).join(', ');
  const topThree = sortedRows.slice(0, 3).map((row) => row.model.name);

  return (
    <GridFooterContainer sx={{ px: 2, flexWrap: 'wrap', columnGap: 1 }}>
      <Typography variant="body2" component="p">
        Top 3 ({order || 'unsorted'}): <strong>{topThree.join(', ')}</strong>
      </Typography>
    </GridFooterContainer>
  );
}

export default function SortedRowsSelector() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ footer: TopThreeFooter }}
        initialState={{ sorting: { sortModel: [{ field: 'revenue', sort: 'desc' }] } }}
      />
    </Box>
  );
}
