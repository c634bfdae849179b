import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden, type GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, region: 'Europe', account: 'Blue Harbor Foods', representative: 'Chloé Laurent', arr: 48200 },
  { id: 2, region: 'Europe', account: 'Alpine Outfitters International', representative: 'Jonas Becker', arr: 126500 },
  { id: 3, region: 'Europe', account: 'Nordlicht Energie', representative: 'Sofia Lindqvist', arr: 93100 },
  { id: 4, region: 'Asia Pacific', account: 'Sunrise Bakery', representative: 'Hana Sato', arr: 18400 },
  {
    id: 5,
    region: 'Asia Pacific',
    account: 'Coral Reef Dive Company Pty Ltd',
    representative: 'Liam O’Connor',
    arr: 36900,
  },
  { id: 6, region: 'Americas', account: 'Northwind Traders', representative: 'Diego Alvarez', arr: 210300 },
  { id: 7, region: 'Americas', account: 'Maple Hardware', representative: 'Owen Tremblay', arr: 57800 },
];

// Narrow on purpose: the columns widen when a group is expanded.
const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 60 },
  { field: 'account', headerName: 'Account', width: 60 },
  { field: 'representative', headerName: 'Representative', width: 60 },
  { field: 'arr', headerName: 'ARR (USD)', type: 'number', width: 60 },
];

export default function AutosizeGroupedRows() {
  const apiRef = useGridApiRef();

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['region'] } },
  });

  React.useEffect(() => {
    // Each expanded group renders new rows: size the columns to them.
    return apiRef.current?.subscribeEvent('rowExpansionChange', (node) => {
      if (node.childrenExpanded) {
        apiRef.current?.autosizeColumns({ includeHeaders: true, includeOutliers: true });
      }
    });
  }, [apiRef]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        groupingColDef={{ width: 170 }}
        hideFooter
      />
    </Box>
  );
}
