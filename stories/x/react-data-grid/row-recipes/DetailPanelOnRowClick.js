import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    name: 'Noor Haddad',
    position: 'Backend engineer',
    stage: 'Onsite',
    notes: 'Strong system design answers; wants to work on the payments team. References checked.',
  },
  {
    id: 2,
    name: 'Tomás Ferreira',
    position: 'Product designer',
    stage: 'Phone screen',
    notes: 'Portfolio shows mostly mobile work. Available from June.',
  },
  {
    id: 3,
    name: 'Ingrid Olsen',
    position: 'Data analyst',
    stage: 'Offer',
    notes: 'Accepted the verbal offer; contract sent on March 14, 2025.',
  },
  {
    id: 4,
    name: 'Kwame Mensah',
    position: 'Backend engineer',
    stage: 'Take-home',
    notes: 'Take-home exercise due on March 18, 2025.',
  },
];

const columns = [
  { field: 'name', headerName: 'Candidate', flex: 1, minWidth: 150 },
  { field: 'position', headerName: 'Position', width: 170 },
  { field: 'stage', headerName: 'Stage', width: 120 },
];

function CandidateNotes({ row }) {
  return (
    <Box sx={{ py: 1.5, px: 2 }}>
      <Typography variant="subtitle2" component="p">
        Interview notes
      </Typography>
      <Typography variant="body2" component="p">
        {row.notes}
      </Typography>
    </Box>
  );
}

const getDetailPanelContent = (params) => <CandidateNotes {...params} />;
const getDetailPanelHeight = () => 'auto';

export default function DetailPanelOnRowClick() {
  const apiRef = useGridApiRef();

  // A click anywhere on the row opens or closes its panel. Clicks on the toggle column are
  // already handled by the grid and do not reach onRowClick.
  const handleRowClick = (params) => {
    apiRef.current?.toggleDetailPanel(params.id);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        onRowClick={handleRowClick}
        disableRowSelectionOnClick
        hideFooter
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
