import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  gridColumnFieldsSelector,
  useGridApiRef,
  type GridColDef,
  type GridColumnResizeParams,
} from '@mui/x-data-grid-pro';

interface StockItem {
  id: string;
  product: string;
  warehouse: string;
  stock: number;
  unitCost: number;
}

const rows: StockItem[] = [
  { id: 'SKU-1042', product: 'Oak dining chair', warehouse: 'Rotterdam', stock: 184, unitCost: 74.5 },
  { id: 'SKU-1043', product: 'Linen sofa, 3 seats', warehouse: 'Rotterdam', stock: 22, unitCost: 689 },
  { id: 'SKU-1044', product: 'Walnut side table', warehouse: 'Leipzig', stock: 67, unitCost: 129 },
  { id: 'SKU-1045', product: 'Wool rug, 200 × 300', warehouse: 'Lyon', stock: 41, unitCost: 312 },
  { id: 'SKU-1046', product: 'Brass floor lamp', warehouse: 'Leipzig', stock: 95, unitCost: 88.9 },
];

type Currency = 'EUR' | 'USD';
const rates: Record<Currency, number> = { EUR: 1, USD: 1.08 };

function createColumns(currency: Currency): GridColDef<StockItem>[] {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const money = (value: number) => format.format(value * rates[currency]);
  return [
    { field: 'id', headerName: 'SKU', width: 110 },
    { field: 'product', headerName: 'Product', width: 200 },
    { field: 'warehouse', headerName: 'Warehouse', width: 120 },
    { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
    { field: 'unitCost', headerName: 'Unit cost', type: 'number', width: 120, valueFormatter: money },
    {
      field: 'stockValue',
      headerName: 'Stock value',
      type: 'number',
      width: 130,
      valueGetter: (value, row) => row.stock * row.unitCost,
      valueFormatter: money,
    },
  ];
}

interface ColumnLayout {
  order: string[];
  widths: Record<string, number>;
}

const STORAGE_KEY = 'inventory-grid-layout';

// A stand-in for `window.localStorage` with the same two methods, so that this demo starts
// from the default layout on every visit. In your app, use `localStorage` itself.
const layoutStorage = (() => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  };
})();

function loadLayout(): ColumnLayout {
  const saved = layoutStorage.getItem(STORAGE_KEY);
  return saved ? (JSON.parse(saved) as ColumnLayout) : { order: [], widths: {} };
}

function InventoryGrid() {
  const apiRef = useGridApiRef();
  const [currency, setCurrency] = React.useState<Currency>('EUR');
  const [layout, setLayout] = React.useState(loadLayout);

  React.useEffect(() => {
    layoutStorage.setItem(STORAGE_KEY, JSON.stringify(layout));
  }, [layout]);

  // New definitions whenever the currency changes: without the saved layout,
  // the grid would go back to their widths and order.
  const columns = React.useMemo(() => {
    const definitions = createColumns(currency).map((column) => ({
      ...column,
      width: layout.widths[column.field] ?? column.width,
    }));
    const position = (field: string) => {
      const index = layout.order.indexOf(field);
      return index === -1 ? Number.MAX_SAFE_INTEGER : index;
    };
    return definitions.sort((a, b) => position(a.field) - position(b.field));
  }, [currency, layout]);

  const handleColumnWidthChange = (params: GridColumnResizeParams) => {
    setLayout((current) => ({ ...current, widths: { ...current.widths, [params.colDef.field]: params.width } }));
  };

  const handleColumnOrderChange = () => {
    setLayout((current) => ({ ...current, order: gridColumnFieldsSelector(apiRef) }));
  };

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={currency}
        onChange={(event, value: Currency | null) => value && setCurrency(value)}
        aria-label="Currency"
      >
        <ToggleButton value="EUR">EUR</ToggleButton>
        <ToggleButton value="USD">USD</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          onColumnWidthChange={handleColumnWidthChange}
          onColumnOrderChange={handleColumnOrderChange}
        />
      </Box>
    </Stack>
  );
}

export default function PersistColumnLayout() {
  // Remounting the grid stands for the reader coming back to the page.
  const [visit, setVisit] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={() => setVisit((count) => count + 1)}>
          Reload the grid
        </Button>
        <Button
          onClick={() => {
            layoutStorage.removeItem(STORAGE_KEY);
            setVisit((count) => count + 1);
          }}
        >
          Reset the layout
        </Button>
      </Stack>
      <InventoryGrid key={visit} />
    </Stack>
  );
}
