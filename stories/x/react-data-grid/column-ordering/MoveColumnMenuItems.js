import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { DataGridPro, gridColumnFieldsSelector, useGridApiContext, useGridSelector } from '@mui/x-data-grid-pro';

const rows = [
  { id: 'T-88104', symbol: 'ASML', side: 'Buy', quantity: 120, price: 702.4, trader: 'Sofia Lindqvist' },
  { id: 'T-88105', symbol: 'NOVO B', side: 'Sell', quantity: 450, price: 96.18, trader: 'Mateo Rossi' },
  { id: 'T-88106', symbol: 'SAP', side: 'Buy', quantity: 300, price: 251.9, trader: 'Hana Sato' },
  { id: 'T-88107', symbol: 'LVMH', side: 'Buy', quantity: 40, price: 598.3, trader: 'Lucas Moreau' },
  { id: 'T-88108', symbol: 'NESN', side: 'Sell', quantity: 800, price: 84.72, trader: 'Priya Raman' },
];

const columns = [
  { field: 'id', headerName: 'Trade', width: 100 },
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'side', headerName: 'Side', width: 80 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price (EUR)', type: 'number', width: 120 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 150 },
];

// "Move left" and "Move right" in the column menu: reordering without a pointer.
function MoveColumnItems(props) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();
  const isRtl = useTheme().direction === 'rtl';
  const fields = useGridSelector(apiRef, gridColumnFieldsSelector);
  const index = fields.indexOf(colDef.field);

  if (colDef.disableReorder) {
    return null;
  }

  const move = (event, offset) => {
    apiRef.current.setColumnIndex(colDef.field, index + offset);
    onClick(event);
  };

  return (
    <React.Fragment>
      <MenuItem disabled={index === 0} onClick={(event) => move(event, -1)}>
        <ListItemIcon>
          {isRtl ? <ArrowForwardIcon fontSize="small" /> : <ArrowBackIcon fontSize="small" />}
        </ListItemIcon>
        <ListItemText>{isRtl ? 'Move right' : 'Move left'}</ListItemText>
      </MenuItem>
      <MenuItem disabled={index === fields.length - 1} onClick={(event) => move(event, 1)}>
        <ListItemIcon>
          {isRtl ? <ArrowBackIcon fontSize="small" /> : <ArrowForwardIcon fontSize="small" />}
        </ListItemIcon>
        <ListItemText>{isRtl ? 'Move left' : 'Move right'}</ListItemText>
      </MenuItem>
    </React.Fragment>
  );
}

export default function MoveColumnMenuItems() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        hideFooter
        slotProps={{
          columnMenu: {
            slots: { columnMenuMoveItems: MoveColumnItems },
            slotProps: { columnMenuMoveItems: { displayOrder: 25 } },
          },
        }}
      />
    </Box>
  );
}
