import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface SharedFile {
  id: number;
  name: string;
  owner: string;
  size: string;
}

const rows: SharedFile[] = [
  { id: 1, name: 'Q2 budget.xlsx', owner: 'Priya Raman', size: '84 KB' },
  { id: 2, name: 'Brand guidelines.pdf', owner: 'Lucas Moreau', size: '12.4 MB' },
  { id: 3, name: 'Onboarding checklist.docx', owner: 'Jonas Becker', size: '36 KB' },
  { id: 4, name: 'Architecture overview.pdf', owner: 'Amara Okafor', size: '2.1 MB' },
  { id: 5, name: 'Sales forecast.xlsx', owner: 'Diego Alvarez', size: '128 KB' },
];

export default function DisableRowSelectionOnClick() {
  const [opened, setOpened] = React.useState<string | null>(null);

  const columns: GridColDef<SharedFile>[] = [
    { field: 'name', headerName: 'Document', flex: 1, minWidth: 190 },
    { field: 'owner', headerName: 'Owner', width: 130 },
    { field: 'size', headerName: 'Size', width: 90 },
    {
      field: 'open',
      headerName: 'Preview',
      width: 100,
      sortable: false,
      renderCell: (params) => (
        <Button
          size="small"
          onClick={() => setOpened(params.row.name)}
          aria-label={`Preview ${params.row.name}`}
          // primary.main is too faint on a selected row's tint: the darker shade keeps the text readable.
          sx={{ color: 'primary.dark' }}
        >
          Preview
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 370 }}>
        <DataGrid rows={rows} columns={columns} checkboxSelection disableRowSelectionOnClick />
      </Box>
      <Typography variant="body2" component="p">
        {opened ? `Previewing ${opened}` : 'No preview open'}
      </Typography>
    </Stack>
  );
}
