import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, company: 'Nordic Timber AB', country: 'Sweden', leadTimeDays: 12, email: 'orders@nordictimber.example' },
  { id: 2, company: 'Atlas Fasteners', country: 'Morocco', leadTimeDays: 9, email: 'sales@atlasfasteners.example' },
  { id: 3, company: 'Kyoto Ceramics', country: 'Japan', leadTimeDays: 21, email: 'export@kyotoceramics.example' },
  { id: 4, company: 'Pampa Leather Co.', country: 'Argentina', leadTimeDays: 18, email: 'hello@pampaleather.example' },
  { id: 5, company: 'Rhine Glassworks', country: 'Germany', leadTimeDays: 7, email: 'service@rhineglass.example' },
];

const columns = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'leadTimeDays', headerName: 'Lead time (days)', type: 'number', width: 150 },
  {
    field: 'email',
    headerName: 'Contact',
    width: 240,
    sortable: false,
    // No menu for this column only.
    disableColumnMenu: true,
    renderCell: (params) => <Link href={`mailto:${params.value}`}>{params.value}</Link>,
  },
];

export default function DisableColumnMenu() {
  const [menuEnabled, setMenuEnabled] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={menuEnabled} onChange={(event) => setMenuEnabled(event.target.checked)} />}
        label="Column menus"
      />
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} hideFooter disableColumnMenu={!menuEnabled} />
      </Box>
    </Stack>
  );
}
