import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridPinnedRowsProp,
  type GridRowId,
} from '@mui/x-data-grid-pro';

interface Stock {
  id: string;
  name: string;
  exchange: string;
  price: number;
  change: number;
}

const allRows: Stock[] = [
  { id: 'AAPL', name: 'Apple', exchange: 'NASDAQ', price: 227.48, change: 1.12 },
  { id: 'MSFT', name: 'Microsoft', exchange: 'NASDAQ', price: 415.6, change: -0.38 },
  { id: 'ASML', name: 'ASML Holding', exchange: 'Euronext', price: 684.2, change: 2.05 },
  { id: 'NESN', name: 'Nestlé', exchange: 'SIX', price: 88.14, change: -0.71 },
  { id: 'TM', name: 'Toyota Motor', exchange: 'NYSE', price: 178.9, change: 0.44 },
  { id: 'SAP', name: 'SAP', exchange: 'Xetra', price: 251.6, change: 1.67 },
  { id: 'SHEL', name: 'Shell', exchange: 'LSE', price: 26.35, change: -1.24 },
  { id: 'NVO', name: 'Novo Nordisk', exchange: 'NYSE', price: 104.32, change: 0.09 },
  { id: 'TSM', name: 'TSMC', exchange: 'NYSE', price: 182.75, change: 3.18 },
];

type Pinned = { top: GridRowId[]; bottom: GridRowId[] };

export default function RowPinningWithActions() {
  const [pinned, setPinned] = React.useState<Pinned>({ top: ['ASML'], bottom: [] });

  const pin = React.useCallback((id: GridRowId, position: 'top' | 'bottom' | null) => {
    setPinned((previous) => {
      const next = {
        top: previous.top.filter((pinnedId) => pinnedId !== id),
        bottom: previous.bottom.filter((pinnedId) => pinnedId !== id),
      };
      if (position) {
        next[position] = [...next[position], id];
      }
      return next;
    });
  }, []);

  // A row is either in `rows` or in `pinnedRows`, never in both.
  const { rows, pinnedRows } = React.useMemo(() => {
    const byId = (id: GridRowId) => allRows.find((row) => row.id === id)!;
    const pinnedIds = new Set([...pinned.top, ...pinned.bottom]);
    return {
      rows: allRows.filter((row) => !pinnedIds.has(row.id)),
      pinnedRows: { top: pinned.top.map(byId), bottom: pinned.bottom.map(byId) } satisfies GridPinnedRowsProp<Stock>,
    };
  }, [pinned]);

  const columns = React.useMemo<GridColDef<Stock>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Pin',
        width: 90,
        getActions: ({ id, row }) => {
          if (pinned.top.includes(id) || pinned.bottom.includes(id)) {
            return [
              <GridActionsCellItem
                key="unpin"
                icon={<PushPinOutlinedIcon />}
                label={`Unpin ${row.name}`}
                onClick={() => pin(id, null)}
              />,
            ];
          }
          return [
            <GridActionsCellItem
              key="top"
              icon={<ArrowUpwardIcon />}
              label={`Pin ${row.name} to the top`}
              onClick={() => pin(id, 'top')}
            />,
            <GridActionsCellItem
              key="bottom"
              icon={<ArrowDownwardIcon />}
              label={`Pin ${row.name} to the bottom`}
              onClick={() => pin(id, 'bottom')}
            />,
          ];
        },
      },
      { field: 'id', headerName: 'Symbol', width: 90 },
      { field: 'name', headerName: 'Company', flex: 1, minWidth: 140 },
      { field: 'exchange', headerName: 'Exchange', width: 100 },
      { field: 'price', headerName: 'Price', type: 'number', width: 100 },
      {
        field: 'change',
        headerName: 'Change %',
        type: 'number',
        width: 100,
        valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}%`,
      },
    ],
    [pin, pinned],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
