import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InputAdornment from '@mui/material/InputAdornment';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReplayIcon from '@mui/icons-material/Replay';
import SearchIcon from '@mui/icons-material/Search';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { DataGrid, QuickFilter, QuickFilterControl, Toolbar, ToolbarButton } from '@mui/x-data-grid';

// Extra props our toolbar accepts through `slotProps.toolbar`.
// Optional, so that other grids in the same app are not forced to pass them.

const pendingOrders = [
  { id: 'SO-2041', customer: 'Northwind Traders', destination: 'Seattle, US', items: 12, carrier: 'UPS' },
  { id: 'SO-2042', customer: 'Maple Leaf Books', destination: 'Toronto, CA', items: 3, carrier: 'Canada Post' },
  { id: 'SO-2043', customer: 'Kōbe Ceramics', destination: 'Osaka, JP', items: 7, carrier: 'DHL' },
  { id: 'SO-2044', customer: 'Atelier Dumas', destination: 'Lyon, FR', items: 1, carrier: 'Chronopost' },
  { id: 'SO-2045', customer: 'Fjord Outdoor', destination: 'Bergen, NO', items: 24, carrier: 'DHL' },
  { id: 'SO-2046', customer: 'Casa Verde Café', destination: 'Mexico City, MX', items: 5, carrier: 'FedEx' },
];

const columns = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  { field: 'carrier', headerName: 'Carrier', width: 120 },
];

// Replaces the `toolbar` slot. The props type includes the augmented overrides above.
function ShippingToolbar({ pendingCount = 0, onShipAll, onRestore }) {
  return (
    // Wraps the search field onto a second line when the grid is narrow.
    <Toolbar style={{ flex: 'none', flexWrap: 'wrap', rowGap: 8 }}>
      <Typography component="p" sx={{ flex: 1, px: 0.5, fontWeight: 500, whiteSpace: 'nowrap' }}>
        {pendingCount} orders to ship
      </Typography>
      <Tooltip title="Ship all orders">
        <ToolbarButton aria-label="Ship all orders" onClick={onShipAll}>
          <LocalShippingIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Tooltip title="Restore the queue">
        <ToolbarButton aria-label="Restore the queue" onClick={onRestore}>
          <ReplayIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <QuickFilter expanded>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search orders"
              sx={{ flex: '1 1 200px', maxWidth: 280 }}
              slotProps={{
                htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search orders' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

// Replaces the `noRowsOverlay` slot, shown when `rows` is empty.
function QueueEmptyOverlay(props) {
  return (
    <Stack {...props} sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', gap: 1, p: 2 }}>
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 72,
          height: 72,
          borderRadius: '50%',
          bgcolor: 'action.hover',
          color: 'success.main',
        }}
      >
        <TaskAltIcon sx={{ fontSize: 40 }} />
      </Box>
      <Typography component="p" sx={{ fontWeight: 500 }}>
        Every order is on its way
      </Typography>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        New orders appear here as soon as they are paid.
      </Typography>
    </Stack>
  );
}

export default function DataGridToolbarAndOverlay() {
  const [rows, setRows] = React.useState(pendingOrders);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        slots={{ toolbar: ShippingToolbar, noRowsOverlay: QueueEmptyOverlay }}
        slotProps={{
          toolbar: {
            pendingCount: rows.length,
            onShipAll: () => setRows([]),
            onRestore: () => setRows(pendingOrders),
          },
        }}
      />
    </Box>
  );
}
