import * as React from 'react';
import 'material-icons/iconfont/filled.css';
import Box from '@mui/material/Box';
import Icon from '@mui/material/Icon';
import { DataGrid } from '@mui/x-data-grid';

// Each slot renders a ligature of the Material Icons font: the icon's name is its text.
// `titleAccess` is the grid's label for screen readers; without one the icon is decoration.
function fontIcon(ligature) {
  return function FontIcon({ fontSize, className, titleAccess }) {
    return (
      <Icon
        fontSize={fontSize}
        className={className}
        aria-hidden={titleAccess ? undefined : true}
        role={titleAccess ? 'img' : undefined}
        aria-label={titleAccess}
      >
        {ligature}
      </Icon>
    );
  };
}

const slots = {
  columnSortedAscendingIcon: fontIcon('expand_less'),
  columnSortedDescendingIcon: fontIcon('expand_more'),
  columnMenuIcon: fontIcon('tune'),
  booleanCellTrueIcon: fontIcon('verified'),
  booleanCellFalseIcon: fontIcon('schedule'),
};

const rows = [
  { id: 'T-1041', subject: 'Export to Excel drops the header row', opened: '2025-03-03', answered: true },
  { id: 'T-1042', subject: 'Dark mode colours in the column menu', opened: '2025-03-04', answered: false },
  { id: 'T-1043', subject: 'Licence key warning on staging', opened: '2025-03-04', answered: true },
  { id: 'T-1044', subject: 'Pinned column shadow in RTL', opened: '2025-03-05', answered: false },
  { id: 'T-1045', subject: 'Row grouping with server-side data', opened: '2025-03-06', answered: true },
];

const columns = [
  { field: 'id', headerName: 'Ticket', width: 100 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'opened', headerName: 'Opened', width: 120 },
  { field: 'answered', headerName: 'Answered', type: 'boolean', width: 110 },
];

export default function IconFontIcons() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={slots}
        initialState={{ sorting: { sortModel: [{ field: 'opened', sort: 'desc' }] } }}
      />
    </Box>
  );
}
