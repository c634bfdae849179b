import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { DataGrid, useGridApiContext } from '@mui/x-data-grid';

const rows = [
  { id: 1, supplier: 'Hartmann Metals', quality: 4, delivery: 5 },
  { id: 2, supplier: 'Kobe Precision', quality: 5, delivery: 3 },
  { id: 3, supplier: 'Atlas Packaging', quality: 3, delivery: 4 },
  { id: 4, supplier: 'Nordic Timber', quality: 2, delivery: 2 },
];

function RatingCell({ value, colDef }) {
  return (
    <Rating value={value ?? 0} readOnly size="small" getLabelText={(stars) => `${colDef.headerName}: ${stars} of 5`} />
  );
}

function RatingEditCell({ id, field, value, colDef }) {
  const apiRef = useGridApiContext();

  const handleChange = async (_event, newValue) => {
    await apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
    // Picking a star is a complete edit: save it right away.
    apiRef.current.stopCellEditMode({ id, field });
  };

  return (
    <Rating
      name={`${field}-${id}`}
      value={value ?? 0}
      onChange={handleChange}
      size="small"
      sx={{ mx: 1 }}
      getLabelText={(stars) => `${colDef.headerName}: ${stars} of 5`}
    />
  );
}

// A `rating` type on top of `number`: numeric sorting and filters, stars for display and editing.
const ratingColumnType = {
  type: 'number',
  width: 140,
  align: 'left',
  headerAlign: 'left',
  display: 'flex',
  editable: true,
  renderCell: (params) => <RatingCell {...params} />,
  renderEditCell: (params) => <RatingEditCell {...params} />,
};

const columns = [
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 150 },
  { field: 'quality', headerName: 'Quality', ...ratingColumnType },
  { field: 'delivery', headerName: 'Delivery', ...ratingColumnType },
];

export default function RatingColumn() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'quality', sort: 'desc' }] } }}
      />
    </Box>
  );
}
