import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationMeta, type GridPaginationModel } from '@mui/x-data-grid';

interface Commit {
  id: string;
  author: string;
  message: string;
  date: string;
}

// ---- A stand-in for an API that pages with cursors (`?after=<id>&limit=<n>`), like many GraphQL and REST APIs. ----

const AUTHORS = ['hana.sato', 'diego.alvarez', 'priya.raman', 'lucas.moreau'];
const MESSAGES = [
  'Fix rounding in invoice totals',
  'Add retry to payment webhook',
  'Bump dependencies',
  'Cache currency rates for an hour',
  'Translate checkout into Polish',
  'Remove unused feature flag',
  'Speed up the orders query',
];

const COMMITS: Commit[] = Array.from({ length: 31 }, (_, index) => ({
  id: (0x3fa9c1 + index * 0x1b2f).toString(16),
  author: AUTHORS[(index * 3) % AUTHORS.length],
  message: MESSAGES[index % MESSAGES.length],
  date: `2025-03-${String(31 - Math.floor(index / 2)).padStart(2, '0')}`,
}));

interface CursorResponse {
  rows: Commit[];
  nextCursor: string | null;
}

function fetchCommits(after: string | null, limit: number): Promise<CursorResponse> {
  return new Promise((resolve) => {
    const start = after === null ? 0 : COMMITS.findIndex((commit) => commit.id === after) + 1;
    const rows = COMMITS.slice(start, start + limit);
    const hasMore = start + limit < COMMITS.length;
    setTimeout(() => resolve({ rows, nextCursor: hasMore ? rows[rows.length - 1].id : null }), 300);
  });
}

// ---- The page ----

const columns: GridColDef<Commit>[] = [
  { field: 'id', headerName: 'Commit', width: 90 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 130 },
  { field: 'date', headerName: 'Date', width: 110 },
];

export default function CursorPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<Commit[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  const [loading, setLoading] = React.useState(true);
  // The cursor that starts each page: page 0 starts at the beginning (null).
  const cursorsRef = React.useRef<Map<number, string | null>>(new Map([[0, null]]));

  React.useEffect(() => {
    const cursor = cursorsRef.current.get(paginationModel.page);
    if (cursor === undefined) {
      return undefined; // only pages reached through "next" have a cursor
    }
    let current = true;
    setLoading(true);
    fetchCommits(cursor, paginationModel.pageSize).then((response) => {
      if (current) {
        if (response.nextCursor !== null) {
          cursorsRef.current.set(paginationModel.page + 1, response.nextCursor);
        }
        setRows(response.rows);
        setPaginationMeta({ hasNextPage: response.nextCursor !== null });
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  const handlePaginationModelChange = (model: GridPaginationModel) => {
    if (model.pageSize !== paginationModel.pageSize) {
      // Cursors depend on the page size: start again from the first page.
      cursorsRef.current = new Map([[0, null]]);
      setPaginationModel({ page: 0, pageSize: model.pageSize });
      return;
    }
    setPaginationModel(model);
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={-1}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        pageSizeOptions={[10, 20]}
        loading={loading}
      />
    </Box>
  );
}
