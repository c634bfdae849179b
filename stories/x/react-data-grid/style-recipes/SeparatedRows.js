import Box from '@mui/material/Box';
import { DataGrid, gridClasses } from '@mui/x-data-grid';

const rows = [
  { id: 'SH-3301', destination: 'Rotterdam', carrier: 'NordFreight', eta: new Date(2025, 5, 3), parcels: 14 },
  { id: 'SH-3302', destination: 'Lyon', carrier: 'Rhône Express', eta: new Date(2025, 5, 4), parcels: 3 },
  { id: 'SH-3303', destination: 'Gdańsk', carrier: 'Baltic Lines', eta: new Date(2025, 5, 6), parcels: 22 },
  { id: 'SH-3304', destination: 'Porto', carrier: 'Atlântico Cargo', eta: new Date(2025, 5, 9), parcels: 8 },
];

const columns = [
  { field: 'id', headerName: 'Shipment', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 110 },
  { field: 'carrier', headerName: 'Carrier', flex: 1, minWidth: 130 },
  { field: 'eta', headerName: 'Arrives', type: 'date', width: 100 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 80 },
];

// Space above and below each row; the first and last rows keep flush edges.
const rowSpacing = ({ isFirstVisible, isLastVisible }) => ({
  top: isFirstVisible ? 8 : 4,
  bottom: isLastVisible ? 8 : 4,
});

export default function SeparatedRows() {
  return (
    <Box sx={{ height: 310, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowSpacing={rowSpacing}
        hideFooter
        sx={(theme) => ({
          border: 0,
          bgcolor: 'transparent',
          // The grid's row separators are the cells' top borders: remove them, the rows get their own.
          [`& .${gridClasses.cell}`]: { borderTop: 0 },
          [`& .${gridClasses.columnHeaders}`]: { borderBottom: `2px solid ${theme.palette.divider}` },
          [`& .${gridClasses.row}`]: {
            bgcolor: 'background.paper',
            border: `1px solid ${theme.palette.divider}`,
            borderRadius: 1,
            boxSizing: 'border-box',
          },
          [`& .${gridClasses.row}:hover`]: { borderColor: theme.palette.primary.main },
          [`& .${gridClasses.virtualScroller}`]: { bgcolor: 'action.hover' },
        })}
      />
    </Box>
  );
}
