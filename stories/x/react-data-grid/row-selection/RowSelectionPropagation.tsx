import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  type GridColDef,
  type GridRowSelectionPropagation,
} from '@mui/x-data-grid-pro';

interface FileEntry {
  id: number;
  path: string[];
  size?: string;
}

const rows: FileEntry[] = [
  { id: 1, path: ['Documents'] },
  { id: 2, path: ['Documents', 'Contract.pdf'], size: '1.2 MB' },
  { id: 3, path: ['Documents', 'Invoice 0412.pdf'], size: '96 KB' },
  { id: 4, path: ['Documents', 'Tax 2024.xlsx'], size: '210 KB' },
  { id: 5, path: ['Photos'] },
  { id: 6, path: ['Photos', 'Lisbon.jpg'], size: '4.8 MB' },
  { id: 7, path: ['Photos', 'Porto.jpg'], size: '5.1 MB' },
  { id: 8, path: ['Notes.txt'], size: '2 KB' },
];

const columns: GridColDef<FileEntry>[] = [{ field: 'size', headerName: 'Size', width: 100 }];

export default function RowSelectionPropagation() {
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({
    descendants: true,
    parents: true,
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }}>
        <FormControlLabel
          control={
            <Switch
              checked={propagation.descendants}
              onChange={(event) => setPropagation((previous) => ({ ...previous, descendants: event.target.checked }))}
            />
          }
          label="Select descendants"
        />
        <FormControlLabel
          control={
            <Switch
              checked={propagation.parents}
              onChange={(event) => setPropagation((previous) => ({ ...previous, parents: event.target.checked }))}
            />
          }
          label="Select parents"
        />
      </Stack>
      <Box sx={{ height: 480 }}>
        <DataGridPro
          treeData
          getTreeDataPath={(row) => row.path}
          groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 180 }}
          defaultGroupingExpansionDepth={-1}
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionPropagation={propagation}
        />
      </Box>
    </Stack>
  );
}
