import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';

const rows = [
  { id: 1, symbol: 'ACME', side: 'Buy', quantity: 200, price: 41.25 },
  { id: 2, symbol: 'GLOBX', side: 'Sell', quantity: 75, price: 118.9 },
  { id: 3, symbol: 'INITK', side: 'Buy', quantity: 1200, price: 6.42 },
];

const columns = [
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'side', headerName: 'Side', width: 80 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
];

const allHidden = { symbol: false, side: false, quantity: false, price: false };

const ResetColumnsContext = React.createContext(() => {});

function AllColumnsHidden(props) {
  const resetColumns = React.useContext(ResetColumnsContext);
  return (
    <GridOverlay {...props}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, p: 2, textAlign: 'center' }}>
        <Typography variant="body2">Every column of this blotter is hidden.</Typography>
        <Button size="small" variant="contained" onClick={resetColumns}>
          Show all columns
        </Button>
      </Box>
    </GridOverlay>
  );
}

export default function CustomNoColumnsOverlay() {
  const [columnVisibilityModel, setColumnVisibilityModel] = React.useState(allHidden);
  const resetColumns = React.useCallback(() => setColumnVisibilityModel({}), []);

  return (
    <ResetColumnsContext.Provider value={resetColumns}>
      <Box sx={{ height: 280, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={columnVisibilityModel}
          onColumnVisibilityModelChange={setColumnVisibilityModel}
          slots={{ noColumnsOverlay: AllColumnsHidden }}
        />
      </Box>
    </ResetColumnsContext.Provider>
  );
}
