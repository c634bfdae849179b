import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellModes } from '@mui/x-data-grid';

const rows = [
  { id: 'A-100', item: 'Shipping boxes, medium', warehouse: 'Leeds', onHand: 1200, reorderAt: 400 },
  { id: 'A-101', item: 'Packing tape', warehouse: 'Leeds', onHand: 86, reorderAt: 100 },
  { id: 'A-102', item: 'Bubble wrap roll', warehouse: 'Bristol', onHand: 35, reorderAt: 20 },
  { id: 'A-103', item: 'Thermal labels', warehouse: 'Bristol', onHand: 5400, reorderAt: 2000 },
];

const columns = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 170, editable: true },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100, editable: true },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110, editable: true },
];

export default function SingleClickEditing() {
  const [cellModesModel, setCellModesModel] = React.useState({});

  const handleCellClick = React.useCallback((params, event) => {
    if (!params.isEditable) {
      return;
    }
    // A click inside the editor (or in a portal it opened) must not restart editing.
    if (!event.currentTarget.contains(event.target)) {
      return;
    }
    setCellModesModel((prev) => {
      // Put every other cell back in view mode, and this one in edit mode.
      const next = {};
      Object.keys(prev).forEach((id) => {
        next[id] = {};
        Object.keys(prev[id]).forEach((field) => {
          next[id][field] = { mode: GridCellModes.View };
        });
      });
      next[params.id] = { ...next[params.id], [params.field]: { mode: GridCellModes.Edit } };
      return next;
    });
  }, []);

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
      />
    </Box>
  );
}
