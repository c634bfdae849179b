import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridAggregationModel, type GridColDef } from '@mui/x-data-grid-premium';

interface Trade {
  id: number;
  ticker: string;
  side: 'Buy' | 'Sell';
  shares: number;
  price: number;
}

const rows: Trade[] = [
  { id: 1, ticker: 'NRDX', side: 'Buy', shares: 200, price: 41.2 },
  { id: 2, ticker: 'HLVT', side: 'Sell', shares: 150, price: 118.75 },
  { id: 3, ticker: 'NRDX', side: 'Buy', shares: 500, price: 40.85 },
  { id: 4, ticker: 'QBRA', side: 'Buy', shares: 75, price: 302.1 },
  { id: 5, ticker: 'HLVT', side: 'Buy', shares: 300, price: 117.9 },
  { id: 6, ticker: 'QBRA', side: 'Sell', shares: 40, price: 305.4 },
];

const columns: GridColDef<Trade>[] = [
  { field: 'ticker', headerName: 'Ticker', width: 100 },
  { field: 'side', headerName: 'Side', width: 90 },
  { field: 'shares', headerName: 'Shares', type: 'number', width: 110 },
  { field: 'price', headerName: 'Price', type: 'number', width: 120, valueFormatter: (value?: number) => (value == null ? '' : value.toFixed(2)) },
];

export default function AggregationControlled() {
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({ shares: 'sum' });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" id="shares-function-label">
          Shares
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-labelledby="shares-function-label"
          value={aggregationModel.shares ?? null}
          onChange={(_event, value: string | null) => {
            const { shares, ...others } = aggregationModel;
            setAggregationModel(value ? { ...others, shares: value } : others);
          }}
        >
          {['sum', 'avg', 'min', 'max'].map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationModel={aggregationModel}
          onAggregationModelChange={(model) => setAggregationModel(model)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" component="pre" sx={{ m: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        aggregationModel: {JSON.stringify(aggregationModel)}
      </Typography>
    </Stack>
  );
}
