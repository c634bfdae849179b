import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, flight: 'BA 2490', origin: 'London', destination: 'Porto', departure: '06:55', status: 'Departed' },
  { id: 2, flight: 'TP 1351', origin: 'Lisbon', destination: 'London', departure: '08:20', status: 'On time' },
  { id: 3, flight: 'EW 7622', origin: 'Düsseldorf', destination: 'Porto', departure: '09:40', status: 'Delayed' },
  { id: 4, flight: 'FR 8344', origin: 'Porto', destination: 'Milan', departure: '11:05', status: 'On time' },
  { id: 5, flight: 'VY 8466', origin: 'Barcelona', destination: 'Porto', departure: '12:30', status: 'On time' },
  { id: 6, flight: 'LH 1178', origin: 'Frankfurt', destination: 'Lisbon', departure: '13:45', status: 'Cancelled' },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'origin', headerName: 'From', width: 120 },
  { field: 'destination', headerName: 'To', width: 110 },
  { field: 'departure', headerName: 'Departs', width: 90 },
  { field: 'status', headerName: 'Status', width: 110 },
];

function FlightToolbar() {
  return (
    <Toolbar>
      {/* The root's render function receives the state: the field widens when expanded. */}
      <QuickFilter
        render={(props, state) => (
          <Box {...props} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, '--field-width': state.expanded ? '200px' : '0px' }} />
        )}
      >
        <QuickFilterTrigger
          render={(props, state) => (
            <Tooltip title="Search flights">
              <ToolbarButton {...props} style={{ display: state.expanded ? 'none' : undefined }}>
                <SearchIcon fontSize="small" />
              </ToolbarButton>
            </Tooltip>
          )}
        />
        {/* `inputRef={ref}`: the quick filter moves focus into the input when it expands. */}
        <QuickFilterControl
          render={({ ref, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              placeholder="Flight, city or status"
              size="small"
              sx={{ width: 'var(--field-width)', overflow: 'hidden', transition: 'width 150ms' }}
            />
          )}
        />
        {/* Hidden, and skipped by the toolbar's arrow keys, while there is nothing to clear. */}
        <QuickFilterClear
          render={(props, state) => (
            <ToolbarButton
              {...props}
              aria-label="Clear search"
              size="small"
              disabled={!state.value}
              style={{ visibility: state.value ? 'visible' : 'hidden' }}
            >
              <CloseIcon fontSize="small" />
            </ToolbarButton>
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function ExpandableSearch() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter showToolbar slots={{ toolbar: FlightToolbar }} />
    </Box>
  );
}
