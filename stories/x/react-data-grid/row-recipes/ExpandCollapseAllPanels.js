import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDataRowIdsSelector,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 'SHP-3381',
    carrier: 'DHL Express',
    destination: 'Rotterdam',
    events: [
      { time: 'Mar 12, 08:14', description: 'Picked up in Leipzig' },
      { time: 'Mar 12, 21:40', description: 'Departed hub' },
      { time: 'Mar 13, 10:02', description: 'Delivered' },
    ],
  },
  {
    id: 'SHP-3382',
    carrier: 'UPS',
    destination: 'Chicago',
    events: [
      { time: 'Mar 11, 16:30', description: 'Picked up in Louisville' },
      { time: 'Mar 12, 07:55', description: 'Out for delivery' },
    ],
  },
  {
    id: 'SHP-3383',
    carrier: 'FedEx',
    destination: 'Singapore',
    events: [
      { time: 'Mar 10, 11:20', description: 'Picked up in Memphis' },
      { time: 'Mar 11, 02:45', description: 'In transit, Anchorage' },
      { time: 'Mar 12, 18:10', description: 'Held at customs' },
    ],
  },
  {
    id: 'SHP-3384',
    carrier: 'La Poste',
    destination: 'Lyon',
    events: [{ time: 'Mar 12, 09:00', description: 'Label created' }],
  },
];

function ShipmentEvents({ row }) {
  return (
    <Stack component="ol" spacing={0.5} sx={{ m: 0, py: 1.5, px: 2, listStyle: 'none' }}>
      {row.events.map((event) => (
        <Typography key={event.time} component="li" variant="body2">
          <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
            {event.time}
          </Box>
          {event.description}
        </Typography>
      ))}
    </Stack>
  );
}

const getDetailPanelContent = (params) => <ShipmentEvents {...params} />;
const getDetailPanelHeight = () => 'auto';

function ExpandAllToggle() {
  const apiRef = useGridApiContext();
  const rowIds = useGridSelector(apiRef, gridDataRowIdsSelector);
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  // Every row here has a panel; filter rowIds first if some rows have none.
  const allExpanded = rowIds.length > 0 && rowIds.every((id) => expandedIds.has(id));

  const handleClick = () => {
    apiRef.current.setExpandedDetailPanels(allExpanded ? new Set() : new Set(rowIds));
  };

  return (
    <IconButton size="small" onClick={handleClick} aria-label={allExpanded ? 'Collapse all' : 'Expand all'}>
      {allExpanded ? <UnfoldLessIcon fontSize="small" /> : <UnfoldMoreIcon fontSize="small" />}
    </IconButton>
  );
}

const columns = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    renderHeader: () => <ExpandAllToggle />,
  },
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  {
    field: 'lastEvent',
    headerName: 'Last event',
    width: 160,
    valueGetter: (_value, row) => row.events[row.events.length - 1].description,
  },
];

export default function ExpandCollapseAllPanels() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
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
