import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  useGridApiContext,
  useGridSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
} from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    name: 'billing-service',
    language: 'Go',
    openIssues: 14,
    readme: 'Creates invoices from usage events and sends them to the payment provider every night.',
  },
  {
    id: 2,
    name: 'web-storefront',
    language: 'TypeScript',
    openIssues: 31,
    readme: 'The customer-facing shop: product pages, cart and checkout, rendered on the server.',
  },
  { id: 3, name: 'infra-terraform', language: 'HCL', openIssues: 3, readme: null },
  {
    id: 4,
    name: 'mobile-app',
    language: 'Kotlin',
    openIssues: 22,
    readme: 'The Android app, with offline order history and push notifications.',
  },
];

function DetailPanelToggle({ id, value: isExpanded, row }) {
  const apiRef = useGridApiContext();
  // The cache holds the content of every row that has a panel.
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const hasDetail = React.isValidElement(contentCache[id]);

  return (
    <IconButton
      size="small"
      tabIndex={-1}
      disabled={!hasDetail}
      aria-label={isExpanded ? `Hide the readme of ${row.name}` : `Show the readme of ${row.name}`}
      aria-expanded={isExpanded}
    >
      <ExpandMoreIcon
        fontSize="inherit"
        sx={(theme) => ({
          transform: isExpanded ? 'rotate(180deg)' : 'rotate(0deg)',
          transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
        })}
      />
    </IconButton>
  );
}

const columns = [
  { field: 'name', headerName: 'Repository', flex: 1, minWidth: 160 },
  { field: 'language', headerName: 'Language', width: 120 },
  { field: 'openIssues', headerName: 'Open issues', type: 'number', width: 110 },
  {
    // Spreading the column definition keeps its field, width and disabled features.
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Readme',
    renderHeader: () => (
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        Readme
      </Typography>
    ),
    width: 90,
    renderCell: (params) => <DetailPanelToggle {...params} />,
  },
];

function Readme({ row }) {
  return (
    <Stack sx={{ py: 1.5, px: 2 }}>
      <Typography variant="body2">{row.readme}</Typography>
    </Stack>
  );
}

// Returning null leaves a row without a panel: its toggle is disabled.
const getDetailPanelContent = ({ row }) => (row.readme ? <Readme row={row} /> : null);
const getDetailPanelHeight = () => 'auto';

export default function CustomDetailPanelToggle() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
