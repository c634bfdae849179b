import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

interface Shipment {
  id: string;
  carrier: string;
  destination: string;
  weightKg: number;
}

// ---- A stand-in for your back end: it owns the 57 shipments and sends one page at a time. ----

const CARRIERS = ['DHL', 'UPS', 'FedEx', 'PostNL', 'DPD'];
const DESTINATIONS = ['Rotterdam', 'Lyon', 'Gdańsk', 'Porto', 'Graz', 'Aarhus', 'Bilbao', 'Turku'];

const SHIPMENTS: Shipment[] = Array.from({ length: 57 }, (_, index) => ({
  id: `SHP-${7001 + index}`,
  carrier: CARRIERS[index % CARRIERS.length],
  destination: DESTINATIONS[(index * 3) % DESTINATIONS.length],
  weightKg: 2 + ((index * 37) % 180) / 4,
}));

interface PageResponse {
  rows: Shipment[];
  totalCount: number;
}

function fetchShipments({ page, pageSize }: GridPaginationModel): Promise<PageResponse> {
  return new Promise((resolve) => {
    const start = page * pageSize;
    // Answer after a fixed delay, like a request over the network.
    setTimeout(() => resolve({ rows: SHIPMENTS.slice(start, start + pageSize), totalCount: SHIPMENTS.length }), 300);
  });
}

// ---- The page ----

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function ServerPaginationKnownCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const [rows, setRows] = React.useState<Shipment[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchShipments(paginationModel).then((response) => {
      // Ignore the answer to a request that a newer one replaced.
      if (current) {
        setRows(response.rows);
        // Keep the last known count while a page loads: an undefined count would send the grid back to page 0.
        setRowCount(response.totalCount);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[5, 10, 25]}
        loading={loading}
      />
    </Box>
  );
}
