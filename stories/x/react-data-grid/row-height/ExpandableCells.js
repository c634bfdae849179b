import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid } from '@mui/x-data-grid';

const changes = [
  'Fixed a crash when exporting an empty report.',
  'The invoice list loads twice as fast for accounts with many clients.',
  'Added keyboard shortcuts to move between months in the calendar.',
  'Dark mode now follows the operating system setting by default.',
  'CSV imports detect semicolons as separators.',
  'Improved the contrast of disabled buttons.',
  'Reminders can repeat every weekday.',
  'Removed the legacy v1 API endpoints, deprecated since 2023.',
];

// Each release lists a different number of changes, so the notes vary a lot in length.
const rows = Array.from({ length: 24 }, (_, index) => {
  const count = 1 + ((index * 5) % changes.length);
  const notes = Array.from({ length: count }, (__, change) => changes[(index + change) % changes.length]);
  const month = 12 - Math.floor(index / 2);
  return {
    id: `4.${23 - index}.0`,
    releasedOn: `2024-${String(month).padStart(2, '0')}-${index % 2 === 0 ? '18' : '03'}`,
    notes: notes.join(' '),
  };
});

const PREVIEW_LENGTH = 90;

function ExpandableText({ value }) {
  const [expanded, setExpanded] = React.useState(false);
  const text = value ?? '';
  if (text.length <= PREVIEW_LENGTH) {
    return text;
  }
  return (
    <Box>
      {expanded ? text : `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…`}{' '}
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => setExpanded(!expanded)}
        sx={{ verticalAlign: 'baseline' }}
      >
        {expanded ? 'Show less' : 'Show more'}
      </Link>
    </Box>
  );
}

const columns = [
  { field: 'id', headerName: 'Version', width: 90 },
  { field: 'releasedOn', headerName: 'Released', width: 110 },
  {
    field: 'notes',
    headerName: 'Notes',
    flex: 1,
    minWidth: 220,
    renderCell: (params) => <ExpandableText {...params} />,
  },
];

const getRowHeight = () => 'auto';
// Most rows show two lines: start from that instead of the default 52 px.
const getEstimatedRowHeight = () => 64;

export default function ExpandableCells() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        getEstimatedRowHeight={getEstimatedRowHeight}
        hideFooter
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
      />
    </Box>
  );
}
