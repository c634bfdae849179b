import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';

interface Restaurant {
  id: number;
  name: string;
  cuisine: string;
  rating: number;
}

const rows: Restaurant[] = [
  { id: 1, name: 'Osteria del Ponte', cuisine: 'Italian', rating: 5 },
  { id: 2, name: 'Sakura Ramen', cuisine: 'Japanese', rating: 4 },
  { id: 3, name: 'El Farolito', cuisine: 'Mexican', rating: 3 },
  { id: 4, name: 'Le Petit Zinc', cuisine: 'French', rating: 4 },
  { id: 5, name: 'Saffron House', cuisine: 'Indian', rating: 5 },
  { id: 6, name: 'Harbor Fish Bar', cuisine: 'Seafood', rating: 2 },
];

function RatingInputValue(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const rootRef = React.useRef<HTMLSpanElement>(null);

  // The panel focuses the value input when it opens: point it at the checked star.
  React.useImperativeHandle(focusElementRef, () => ({
    focus: () => {
      const checked = rootRef.current?.querySelector<HTMLInputElement>('input:checked');
      (checked ?? rootRef.current?.querySelector<HTMLInputElement>('input'))?.focus();
    },
  }));

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', minHeight: 40, pl: 1 }}>
      <Rating
        ref={rootRef}
        name={`rating-filter-${item.id ?? item.field}`}
        value={item.value == null ? null : Number(item.value)}
        onChange={(_event, value) => applyValue({ ...item, value })}
      />
    </Box>
  );
}

// Keep the numeric logic of three operators, and swap their text input for stars.
const ratingOperators: GridFilterOperator<Restaurant>[] = getGridNumericOperators()
  .filter((operator) => ['=', '>=', '<='].includes(operator.value))
  .map((operator) => ({ ...operator, InputComponent: RatingInputValue }));

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', flex: 1, minWidth: 170 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 150,
    headerAlign: 'left',
    renderCell: (params) => (
      <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
        <Rating value={params.value} readOnly size="small" />
      </Box>
    ),
    filterOperators: ratingOperators,
  },
];

export default function CustomInputComponent() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{
          filter: { filterModel: { items: [{ field: 'rating', operator: '>=', value: 4 }] } },
        }}
      />
    </Box>
  );
}
