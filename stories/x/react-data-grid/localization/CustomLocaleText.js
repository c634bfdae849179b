import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';

const rows = [
  { id: 'F-2025-031', client: 'Boulangerie Martin', amount: 1240, status: 'Payée' },
  { id: 'F-2025-032', client: 'Atelier Brun', amount: 920, status: 'En retard' },
  { id: 'F-2025-033', client: 'Librairie du Port', amount: 3480, status: 'Envoyée' },
  { id: 'F-2025-034', client: 'Studio Lumière', amount: 410, status: 'Payée' },
  { id: 'F-2025-035', client: 'Café des Arts', amount: 2260, status: 'Brouillon' },
  { id: 'F-2025-036', client: 'Boulangerie Martin', amount: 760, status: 'Envoyée' },
  { id: 'F-2025-037', client: 'Maison Girard', amount: 1585, status: 'Payée' },
];

const columns = [
  { field: 'id', headerName: 'Facture', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  {
    field: 'amount',
    headerName: 'Montant',
    type: 'number',
    width: 110,
    valueFormatter: (value) => `${value.toLocaleString('fr-FR')} €`,
  },
  { field: 'status', headerName: 'Statut', width: 110 },
];

// The French translation, plus our own wording and the key it leaves in English.
const localeText = {
  ...frFR.components.MuiDataGrid.defaultProps.localeText,
  toolbarQuickFilterPlaceholder: 'Rechercher une facture…',
  footerRowSelected: (count) => (count > 1 ? `${count} factures sélectionnées` : `${count} facture sélectionnée`),
  paginationDisplayedRows: ({ from, to, count }) => `${from}–${to} sur ${count}`,
};

export default function CustomLocaleText() {
  const [rowSelectionModel, setRowSelectionModel] = React.useState({
    type: 'include',
    ids: new Set(['F-2025-032', 'F-2025-035']),
  });

  return (
    <Box lang="fr" sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        localeText={localeText}
        checkboxSelection
        showToolbar
        pageSizeOptions={[5, 10]}
        rowSelectionModel={rowSelectionModel}
        onRowSelectionModelChange={setRowSelectionModel}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      />
    </Box>
  );
}
