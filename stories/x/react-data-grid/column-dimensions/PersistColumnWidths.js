import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, customer: 'Northwind Traders', contact: 'Nancy Davolio', email: 'nancy@northwind.com', city: 'Seattle' },
  { id: 2, customer: 'Blue Harbor Foods', contact: 'Rui Matos', email: 'rui@blueharbor.pt', city: 'Lisbon' },
  { id: 3, customer: 'Alpine Outfitters', contact: 'Lea Brunner', email: 'lea@alpine-outfitters.ch', city: 'Zurich' },
  { id: 4, customer: 'Maple Hardware', contact: 'Owen Tremblay', email: 'owen@maplehardware.ca', city: 'Toronto' },
];

const defaultWidths = { customer: 180, contact: 150, email: 220, city: 110 };

export default function PersistColumnWidths() {
  const [showEmail, setShowEmail] = React.useState(false);
  // The widths readers chose, kept outside the grid.
  const [widths, setWidths] = React.useState(defaultWidths);

  // New column definitions whenever the email column is toggled: they carry the saved widths.
  const columns = React.useMemo(
    () => [
      { field: 'customer', headerName: 'Customer', width: widths.customer },
      { field: 'contact', headerName: 'Contact', width: widths.contact },
      ...(showEmail ? [{ field: 'email', headerName: 'Email', width: widths.email }] : []),
      { field: 'city', headerName: 'City', width: widths.city },
    ],
    [showEmail, widths],
  );

  const handleColumnWidthChange = (params) => {
    setWidths((previous) => ({ ...previous, [params.colDef.field]: params.width }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={showEmail} onChange={(event) => setShowEmail(event.target.checked)} />}
        label="Show the email column"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid rows={rows} columns={columns} hideFooter onColumnWidthChange={handleColumnWidthChange} />
      </Box>
    </Box>
  );
}
