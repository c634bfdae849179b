import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, project: 'Checkout redesign', owner: 'Amara Okafor', status: 'In progress', budget: 48000 },
  { id: 2, project: 'Warehouse scanner app', owner: 'Hana Sato', status: 'Done', budget: 126500 },
  { id: 3, project: 'SSO', owner: 'Diego Alvarez', status: 'Planned', budget: 18000 },
  {
    id: 4,
    project: 'Migration of the billing system to the new payments provider',
    owner: 'Priya Raman',
    status: 'Blocked',
    budget: 310000,
  },
  { id: 5, project: 'Help center search', owner: 'Lucas Moreau', status: 'In progress', budget: 22750 },
  { id: 6, project: 'Dark mode', owner: 'Chloé Laurent', status: 'Done', budget: 9600 },
  { id: 7, project: 'Partner API v2', owner: 'Jonas Becker', status: 'In review', budget: 64300 },
];

// Every column starts at the default 100 pixels.
const columns = [
  { field: 'project', headerName: 'Project' },
  { field: 'owner', headerName: 'Project owner' },
  { field: 'status', headerName: 'Status' },
  { field: 'budget', headerName: 'Budget (USD)', type: 'number' },
];

export default function ColumnAutosizing() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [includeOutliers, setIncludeOutliers] = React.useState(false);
  const [expand, setExpand] = React.useState(false);

  // The same options serve the button and a double-click on a column separator.
  const autosizeOptions = { includeHeaders, includeOutliers, expand };

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row sx={{ alignItems: 'center', columnGap: 1 }}>
        <Button variant="outlined" onClick={() => apiRef.current?.autosizeColumns(autosizeOptions)}>
          Autosize columns
        </Button>
        <FormControlLabel
          control={<Switch checked={includeHeaders} onChange={(event) => setIncludeHeaders(event.target.checked)} />}
          label="Include headers"
        />
        <FormControlLabel
          control={<Switch checked={includeOutliers} onChange={(event) => setIncludeOutliers(event.target.checked)} />}
          label="Include outliers"
        />
        <FormControlLabel
          control={<Switch checked={expand} onChange={(event) => setExpand(event.target.checked)} />}
          label="Expand to fill"
        />
      </FormGroup>
      <Box sx={{ height: 420, mt: 1 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter autosizeOptions={autosizeOptions} />
      </Box>
    </Box>
  );
}
