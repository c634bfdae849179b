import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

interface Scan {
  id: number;
  file: string;
  pages: number;
  size: number;
}

const rows: Scan[] = [
  { id: 1, file: 'Invoice 10.pdf', pages: 2, size: 184 },
  { id: 2, file: 'invoice 2.pdf', pages: 1, size: 96 },
  { id: 3, file: 'Invoice 1.pdf', pages: 3, size: 241 },
  { id: 4, file: 'Invoice 21.pdf', pages: 1, size: 88 },
  { id: 5, file: 'Invoice 3.pdf', pages: 2, size: 150 },
  { id: 6, file: 'Invoice 100.pdf', pages: 4, size: 312 },
];

// `numeric` reads runs of digits as numbers; `sensitivity: 'base'` ignores case and accents.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const naturalComparator: GridComparatorFn<string> = (first, second) => collator.compare(first, second);

export default function NaturalSortComparator() {
  const apiRef = useGridApiRef();
  const [natural, setNatural] = React.useState(true);

  const columns = React.useMemo<GridColDef<Scan>[]>(
    () => [
      { field: 'file', headerName: 'File', flex: 1, minWidth: 160, sortComparator: natural ? naturalComparator : undefined },
      { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
      { field: 'size', headerName: 'Size (kB)', type: 'number', width: 110 },
    ],
    [natural],
  );

  // The grid does not sort again when a comparator changes: ask it to.
  React.useEffect(() => {
    apiRef.current?.applySorting();
  }, [apiRef, natural]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={natural} onChange={(event) => setNatural(event.target.checked)} />}
        label="Natural order"
      />
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          initialState={{ sorting: { sortModel: [{ field: 'file', sort: 'asc' }] } }}
        />
      </Box>
    </Stack>
  );
}
