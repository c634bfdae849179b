import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Candidate {
  id: number;
  name: string;
  position: string;
  stage: string;
}

// ---- A stand-in for your back end: it sends one page of candidates at a time. ----

const FIRST_NAMES = ['Amara', 'Lucas', 'Hana', 'Diego', 'Priya', 'Jonas', 'Chloé', 'Mateo', 'Sofia', 'Kwame', 'Ingrid'];
const LAST_NAMES = ['Okafor', 'Moreau', 'Sato', 'Alvarez', 'Raman', 'Becker', 'Laurent'];
const POSITIONS = ['Backend engineer', 'Product designer', 'Data analyst', 'Support lead'];
const STAGES = ['Applied', 'Phone screen', 'On-site', 'Offer'];

const CANDIDATES: Candidate[] = Array.from({ length: 18 }, (_, index) => ({
  id: 301 + index,
  name: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[(index * 3) % LAST_NAMES.length]}`,
  position: POSITIONS[index % POSITIONS.length],
  stage: STAGES[(index * 5) % STAGES.length],
}));

function fetchCandidates({ page, pageSize }: GridPaginationModel) {
  return new Promise<{ rows: Candidate[]; totalCount: number }>((resolve) => {
    const start = page * pageSize;
    setTimeout(() => resolve({ rows: CANDIDATES.slice(start, start + pageSize), totalCount: CANDIDATES.length }), 300);
  });
}

// ---- The page ----

const columns: GridColDef<Candidate>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'name', headerName: 'Candidate', flex: 1, minWidth: 140 },
  { field: 'position', headerName: 'Position', width: 160 },
  { field: 'stage', headerName: 'Stage', width: 120 },
];

export default function KeepNonExistentRowsSelected() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const [rows, setRows] = React.useState<Candidate[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchCandidates(paginationModel).then((response) => {
      if (current) {
        setRows(response.rows);
        setRowCount(response.totalCount);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          paginationMode="server"
          rowCount={rowCount}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5]}
          checkboxSelection
          // Rows of other pages are not in `rows`: keep them selected anyway.
          keepNonExistentRowsSelected
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={setRowSelectionModel}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        Shortlist: {rowSelectionModel.type === 'exclude' ? 'all but ' : ''}
        {JSON.stringify([...rowSelectionModel.ids])}
      </Typography>
    </Stack>
  );
}
