import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';

interface Team {
  id: string;
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
}

const rows: Team[] = [
  { id: 'harbour', team: 'Harbour City', played: 12, won: 9, drawn: 2, lost: 1, points: 29 },
  { id: 'riverside', team: 'Riverside United', played: 12, won: 8, drawn: 2, lost: 2, points: 26 },
  { id: 'northgate', team: 'Northgate Rovers', played: 12, won: 7, drawn: 3, lost: 2, points: 24 },
  { id: 'oakfield', team: 'Oakfield Athletic', played: 12, won: 5, drawn: 4, lost: 3, points: 19 },
  { id: 'westbrook', team: 'Westbrook Town', played: 12, won: 4, drawn: 3, lost: 5, points: 15 },
  { id: 'millbay', team: 'Millbay Wanderers', played: 12, won: 3, drawn: 2, lost: 7, points: 11 },
  { id: 'eastport', team: 'Eastport FC', played: 12, won: 1, drawn: 2, lost: 9, points: 5 },
];

const pinnedRows: GridPinnedRowsProp<Team> = {
  // The reader's own team stays in view above the table.
  top: [{ id: 'mine', team: 'Your team: Lakeside Albion', played: 12, won: 6, drawn: 3, lost: 3, points: 21 }],
  bottom: [{ id: 'average', team: 'League average', played: 12, won: 5, drawn: 3, lost: 4, points: 18 }],
};

const columns: GridColDef<Team>[] = [
  { field: 'team', headerName: 'Team', flex: 1, minWidth: 190 },
  { field: 'played', headerName: 'P', description: 'Played', type: 'number', width: 60 },
  { field: 'won', headerName: 'W', description: 'Won', type: 'number', width: 60 },
  { field: 'drawn', headerName: 'D', description: 'Drawn', type: 'number', width: 60 },
  { field: 'lost', headerName: 'L', description: 'Lost', type: 'number', width: 60 },
  { field: 'points', headerName: 'Pts', description: 'Points', type: 'number', width: 70 },
];

export default function StyledPinnedRows() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        hideFooter
        sx={(theme) => ({
          '& .MuiDataGrid-pinnedRows--top .MuiDataGrid-row': {
            fontWeight: theme.typography.fontWeightBold,
            color: 'primary.dark',
            backgroundColor: 'hsl(210, 100%, 96%)',
            ...theme.applyStyles('dark', { color: 'primary.light', backgroundColor: 'rgba(51, 153, 255, 0.16)' }),
          },
          '& .MuiDataGrid-pinnedRows--bottom .MuiDataGrid-row': {
            fontStyle: 'italic',
            color: 'text.secondary',
          },
        })}
      />
    </Box>
  );
}
