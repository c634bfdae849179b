import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const rows = [
  { id: 'DSK-140', product: 'Standing desk', warehouse: 'Lyon', price: 449 },
  { id: 'CHR-220', product: 'Ergonomic chair', warehouse: 'Lyon', price: 249 },
  { id: 'ARM-031', product: 'Monitor arm', warehouse: 'Porto', price: 89 },
  { id: 'LMP-015', product: 'Desk lamp', warehouse: 'Porto', price: 35 },
];

const columns = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120, editable: true },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value) => currency.format(value),
    // Accepts "$1,250.00" as well as "1250"; anything else leaves the cell unchanged.
    pastedValueParser: (text) => {
      const value = Number(text.replace(/[$,\s]/g, ''));
      return Number.isFinite(value) ? value : undefined;
    },
  },
];

/** One line per row; values separated by semicolons (as in European CSV files) or tabs. */
function splitSemicolonOrTab(text) {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(/[;\t]/).map((value) => value.trim()));
}

export default function PasteParsing() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        hideFooter
        splitClipboardPastedText={splitSemicolonOrTab}
      />
    </Box>
  );
}
