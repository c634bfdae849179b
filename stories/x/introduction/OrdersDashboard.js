import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { BarChart } from '@mui/x-charts/BarChart';

const orders = [
  { id: 1042, date: new Date(2024, 0, 9), customer: 'Northwind Traders', total: 1240 },
  { id: 1043, date: new Date(2024, 0, 23), customer: 'Bluebird Café', total: 860 },
  { id: 1044, date: new Date(2024, 1, 6), customer: 'Harbor Books', total: 1480 },
  { id: 1045, date: new Date(2024, 1, 20), customer: 'Alpine Outfitters', total: 2150 },
  { id: 1046, date: new Date(2024, 2, 5), customer: 'Northwind Traders', total: 1920 },
  { id: 1047, date: new Date(2024, 2, 19), customer: 'Maple & Co.', total: 740 },
  { id: 1048, date: new Date(2024, 3, 2), customer: 'Bluebird Café', total: 1310 },
  { id: 1049, date: new Date(2024, 3, 16), customer: 'Harbor Books', total: 2480 },
  { id: 1050, date: new Date(2024, 4, 7), customer: 'Alpine Outfitters', total: 1760 },
  { id: 1051, date: new Date(2024, 4, 21), customer: 'Maple & Co.', total: 2040 },
  { id: 1052, date: new Date(2024, 5, 4), customer: 'Northwind Traders', total: 2630 },
  { id: 1053, date: new Date(2024, 5, 18), customer: 'Bluebird Café', total: 1150 },
];

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// The chart reads the same orders as the grid: revenue summed per month.
const revenueByMonth = months.map((_, monthIndex) =>
  orders.filter((order) => order.date.getMonth() === monthIndex).reduce((sum, order) => sum + order.total, 0),
);

const formatCurrency = (value) => (value == null ? '' : `$${value.toLocaleString('en-US')}`);

const columns = [
  { field: 'id', headerName: 'Order', width: 90, valueFormatter: (value) => `#${value}` },
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100, valueFormatter: formatCurrency },
];

export default function OrdersDashboard() {
  // Selecting an order (click it, or press Shift+Space on one of its cells) highlights its month in the chart.
  const [highlightedItem, setHighlightedItem] = React.useState(null);

  const handleSelectionChange = (selection) => {
    const [selectedId] = selection.ids;
    const order = orders.find((row) => row.id === selectedId);
    setHighlightedItem(order ? { seriesId: 'revenue', dataIndex: order.date.getMonth() } : null);
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 2,
        width: '100%',
      }}
    >
      <Box sx={{ flex: { md: 3 }, minWidth: 0 }}>
        <Typography component="p" variant="subtitle1" id="orders-dashboard-grid" gutterBottom>
          Orders, January to June 2024
        </Typography>
        <Box sx={{ height: 340 }}>
          <DataGrid
            aria-labelledby="orders-dashboard-grid"
            rows={orders}
            columns={columns}
            density="compact"
            hideFooter
            onRowSelectionModelChange={handleSelectionChange}
          />
        </Box>
      </Box>
      <Box sx={{ flex: { md: 2 }, minWidth: 0 }}>
        <Typography component="p" variant="subtitle1" gutterBottom>
          Revenue per month
        </Typography>
        <BarChart
          height={340}
          title="Revenue per month, January to June 2024"
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ width: 56, valueFormatter: (value) => (value === 0 ? '$0' : `$${value / 1000}k`) }]}
          series={[
            {
              id: 'revenue',
              label: 'Revenue',
              data: revenueByMonth,
              valueFormatter: formatCurrency,
              highlightScope: { highlight: 'item', fade: 'global' },
            },
          ]}
          hideLegend
          highlightedItem={highlightedItem}
          onHighlightChange={setHighlightedItem}
          margin={{ left: 0, right: 8 }}
        />
      </Box>
    </Box>
  );
}
