import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LanguageIcon from '@mui/icons-material/Language';
import StorefrontIcon from '@mui/icons-material/Storefront';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

interface ProductSales {
  id: number;
  product: string;
  onlineOrders: number;
  onlineRevenue: number;
  storeOrders: number;
  storeRevenue: number;
}

const rows: ProductSales[] = [
  { id: 1, product: 'Espresso machine', onlineOrders: 312, onlineRevenue: 155688, storeOrders: 141, storeRevenue: 70359 },
  { id: 2, product: 'Burr grinder', onlineOrders: 528, onlineRevenue: 94512, storeOrders: 203, storeRevenue: 36337 },
  { id: 3, product: 'Milk frother', onlineOrders: 904, onlineRevenue: 44296, storeOrders: 377, storeRevenue: 18473 },
  { id: 4, product: 'Pour-over kettle', onlineOrders: 441, onlineRevenue: 30429, storeOrders: 198, storeRevenue: 13662 },
  { id: 5, product: 'Coffee scale', onlineOrders: 615, onlineRevenue: 24600, storeOrders: 226, storeRevenue: 9040 },
];

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

const columns: GridColDef<ProductSales>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'onlineOrders', headerName: 'Orders', type: 'number', width: 100 },
  { field: 'onlineRevenue', headerName: 'Revenue', type: 'number', width: 120, valueFormatter: dollars },
  { field: 'storeOrders', headerName: 'Orders', type: 'number', width: 100 },
  { field: 'storeRevenue', headerName: 'Revenue', type: 'number', width: 120, valueFormatter: dollars },
];

function ChannelHeader(params: GridColumnGroupHeaderParams & { icon: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {params.icon}
      <Typography variant="body2" sx={{ fontWeight: 'fontWeightMedium' }}>
        {params.headerName}
      </Typography>
    </Stack>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'online',
    headerName: 'Online shop',
    description: 'Orders placed on the website and the mobile app, March 2025',
    headerAlign: 'center',
    headerClassName: 'channel-online',
    renderHeaderGroup: (params) => <ChannelHeader {...params} icon={<LanguageIcon fontSize="small" />} />,
    children: [{ field: 'onlineOrders' }, { field: 'onlineRevenue' }],
  },
  {
    groupId: 'store',
    headerName: 'Retail stores',
    description: 'Sales at the counter in our four stores, March 2025',
    headerAlign: 'center',
    headerClassName: 'channel-store',
    renderHeaderGroup: (params) => <ChannelHeader {...params} icon={<StorefrontIcon fontSize="small" />} />,
    children: [{ field: 'storeOrders' }, { field: 'storeRevenue' }],
  },
];

export default function CustomizedColumnGroups() {
  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        '& .MuiDataGrid-columnHeader.channel-online': {
          bgcolor: theme.alpha(theme.palette.primary.main, 0.12),
          color: 'primary.dark',
          ...theme.applyStyles('dark', { color: 'primary.light' }),
        },
        '& .MuiDataGrid-columnHeader.channel-store': {
          bgcolor: theme.alpha(theme.palette.success.main, 0.12),
          color: 'success.dark',
          ...theme.applyStyles('dark', { color: 'success.light' }),
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter />
    </Box>
  );
}
