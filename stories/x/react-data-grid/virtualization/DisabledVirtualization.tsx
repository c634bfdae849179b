import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Stop {
  id: number;
  stop: string;
  arrival: string;
  platform: number;
}

const stations = [
  'Hauptbahnhof',
  'Marktplatz',
  'Universität',
  'Stadtpark',
  'Rathaus',
  'Messe',
  'Südbahnhof',
  'Klinikum',
  'Hafen',
  'Flughafen',
];

// 40 stops of a tram line, one every 3 minutes from 06:00.
const rows: Stop[] = Array.from({ length: 40 }, (_, index) => {
  const minutes = 6 * 60 + index * 3;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return {
    id: index + 1,
    stop: `${stations[index % stations.length]} ${Math.floor(index / stations.length) + 1}`,
    arrival: `${hh}:${mm}`,
    platform: (index % 4) + 1,
  };
});

const columns: GridColDef<Stop>[] = [
  { field: 'id', headerName: 'No.', type: 'number', width: 70 },
  { field: 'stop', headerName: 'Stop', flex: 1, minWidth: 150 },
  { field: 'arrival', headerName: 'Arrival', width: 90 },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 90 },
];

export default function DisabledVirtualization() {
  const [virtualized, setVirtualized] = React.useState(true);
  const [renderedRows, setRenderedRows] = React.useState(0);
  const containerRef = React.useRef<HTMLDivElement>(null);

  // Count the row elements in the DOM after each render of the grid.
  React.useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return undefined;
    }
    const count = () =>
      setRenderedRows(container.querySelectorAll('.MuiDataGrid-row').length);
    const observer = new MutationObserver(count);
    observer.observe(container, { childList: true, subtree: true });
    count();
    return () => observer.disconnect();
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={virtualized} onChange={(event) => setVirtualized(event.target.checked)} />
        }
        label="Virtualization"
      />
      <Typography variant="body2" data-testid="rendered-rows" sx={{ mb: 1 }}>
        Row elements in the page: {renderedRows} of {rows.length}
      </Typography>
      <Box ref={containerRef} sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableVirtualization={!virtualized}
          hideFooter
        />
      </Box>
    </Box>
  );
}
