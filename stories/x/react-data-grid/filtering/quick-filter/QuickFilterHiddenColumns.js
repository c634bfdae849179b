import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, project: 'Checkout redesign', client: 'Northwind Traders', owner: 'Hana Sato' },
  { id: 2, project: 'Loyalty app', client: 'Blue Harbor Foods', owner: 'Lucas Moreau' },
  { id: 3, project: 'Warehouse dashboards', client: 'Northwind Traders', owner: 'Amara Okafor' },
  { id: 4, project: 'Support chatbot', client: 'Alpine Outfitters', owner: 'Hana Sato' },
  { id: 5, project: 'Northwind data migration', client: 'Maple Hardware', owner: 'Priya Raman' },
  { id: 6, project: 'Store locator', client: 'Sunrise Bakery', owner: 'Diego Alvarez' },
];

const columns = [
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 180 },
  { field: 'client', headerName: 'Client', width: 170 },
  { field: 'owner', headerName: 'Owner', width: 140 },
];

export default function QuickFilterHiddenColumns() {
  const [filterModel, setFilterModel] = React.useState({
    items: [],
    quickFilterValues: ['northwind'],
    quickFilterExcludeHiddenColumns: true,
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={filterModel.quickFilterExcludeHiddenColumns ?? true}
            onChange={(event) =>
              setFilterModel((model) => ({ ...model, quickFilterExcludeHiddenColumns: event.target.checked }))
            }
          />
        }
        label="Exclude hidden columns"
      />
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
          // The Client column starts hidden; show it again from the Columns button.
          initialState={{ columns: { columnVisibilityModel: { client: false } } }}
        />
      </Box>
    </Stack>
  );
}
