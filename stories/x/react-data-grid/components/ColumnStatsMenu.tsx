import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuFilterItem,
  GridColumnMenuHideItem,
  GridColumnMenuSortItem,
  gridFilteredSortedRowIdsSelector,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amara Okafor', team: 'Platform', salary: 98000, tenure: 6 },
  { id: 2, name: 'Lucas Meyer', team: 'Design', salary: 76000, tenure: 2 },
  { id: 3, name: 'Sofia Rossi', team: 'Platform', salary: 112000, tenure: 9 },
  { id: 4, name: 'Kenji Watanabe', team: 'Data', salary: 104000, tenure: 4 },
  { id: 5, name: 'Ines Duarte', team: 'Design', salary: 81000, tenure: 5 },
  { id: 6, name: 'Noah Bennett', team: 'Data', salary: 69000, tenure: 1 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'tenure', headerName: 'Years', type: 'number', width: 100 },
];

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function ColumnStats({ field }: { field: string }) {
  const apiRef = useGridApiContext();
  // Read once when the menu opens: the rows that pass the filters, in their current order.
  const values = gridFilteredSortedRowIdsSelector(apiRef).map((id) =>
    Number(apiRef.current.getCellValue(id, field)),
  );
  const average = values.reduce((sum, value) => sum + value, 0) / values.length;

  return (
    <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
      <ListItemText
        primary={`Average: ${number.format(average)}`}
        secondary={`Min ${number.format(Math.min(...values))}, max ${number.format(Math.max(...values))}`}
      />
    </MenuItem>
  );
}

function StatsColumnMenu(props: GridColumnMenuProps) {
  const { hideMenu, colDef, ...other } = props;
  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      <GridColumnMenuFilterItem onClick={hideMenu} colDef={colDef} />
      <GridColumnMenuHideItem onClick={hideMenu} colDef={colDef} />
      {colDef.type === 'number' ? <Divider /> : null}
      {colDef.type === 'number' ? <ColumnStats field={colDef.field} /> : null}
    </GridColumnMenuContainer>
  );
}

export default function ColumnStatsMenu() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: StatsColumnMenu }} />
    </Box>
  );
}
