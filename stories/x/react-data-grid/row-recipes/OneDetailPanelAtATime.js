import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 'SO-1042',
    customer: 'Northwind Traders',
    placedOn: '2025-03-03',
    lines: [
      { item: 'Ergonomic office chair', quantity: 4, unitPrice: 289 },
      { item: 'Standing desk', quantity: 2, unitPrice: 612 },
    ],
  },
  {
    id: 'SO-1043',
    customer: 'Blue Harbor Foods',
    placedOn: '2025-03-04',
    lines: [
      { item: '27" monitor', quantity: 10, unitPrice: 349 },
      { item: 'USB-C docking station', quantity: 12, unitPrice: 119.5 },
      { item: 'HDMI cable, 2 m', quantity: 10, unitPrice: 12.9 },
    ],
  },
  {
    id: 'SO-1044',
    customer: 'Alpine Outfitters',
    placedOn: '2025-03-06',
    lines: [{ item: 'Noise-cancelling headset', quantity: 15, unitPrice: 89.9 }],
  },
  {
    id: 'SO-1045',
    customer: 'Maple Hardware',
    placedOn: '2025-03-07',
    lines: [
      { item: 'Wireless keyboard', quantity: 20, unitPrice: 54.25 },
      { item: 'Wireless mouse', quantity: 18, unitPrice: 32 },
    ],
  },
];

const money = (value) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const orderTotal = (order) => order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

const columns = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'placedOn', headerName: 'Placed on', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: money,
  },
];

function OrderLines({ row }) {
  return (
    <Stack spacing={0.5} sx={{ py: 1.5, px: 2 }}>
      <Typography variant="subtitle2" component="p">
        {row.lines.length} {row.lines.length === 1 ? 'line' : 'lines'} in order {row.id}
      </Typography>
      {row.lines.map((line) => (
        <Typography key={line.item} variant="body2" component="p">
          {line.quantity} × {line.item} at {money(line.unitPrice)}
        </Typography>
      ))}
    </Stack>
  );
}

const getDetailPanelContent = (params) => <OrderLines {...params} />;
const getDetailPanelHeight = () => 'auto';

export default function OneDetailPanelAtATime() {
  const [expandedIds, setExpandedIds] = React.useState(() => new Set(['SO-1042']));

  const handleExpandedChange = (ids) => {
    // The row that was just opened, if any: keep it alone. Closing a panel leaves the set empty.
    const opened = Array.from(ids).find((id) => !expandedIds.has(id));
    setExpandedIds(opened === undefined ? new Set(ids) : new Set([opened]));
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expandedIds}
        onDetailPanelExpandedRowIdsChange={handleExpandedChange}
        hideFooter
      />
    </Box>
  );
}
