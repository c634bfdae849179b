import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { DataGrid, useGridApiContext } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    name: 'Ingrid Halvorsen',
    talk: 'Accessible data tables',
    bio: 'Front-end lead at a public broadcaster in Oslo.\nWrites about screen readers and keyboard navigation.',
  },
  {
    id: 2,
    name: 'Kwame Mensah',
    talk: 'Type-safe forms',
    bio: 'Maintains a form library used by 3,000 teams.\nPreviously built payment flows in Accra.',
  },
  {
    id: 3,
    name: 'Mei Lin',
    talk: 'Rendering 100k rows',
    bio: 'Performance engineer in Singapore.\nLoves flame graphs, hates layout thrashing.',
  },
];

function MultilineEditCell(props) {
  const { id, field, value, colDef, hasFocus } = props;
  const apiRef = useGridApiContext();
  const [anchorEl, setAnchorEl] = React.useState(null);
  const [inputRef, setInputRef] = React.useState(null);

  React.useLayoutEffect(() => {
    if (hasFocus && inputRef) {
      inputRef.focus();
      inputRef.setSelectionRange(inputRef.value.length, inputRef.value.length);
    }
  }, [hasFocus, inputRef]);

  const handleChange = (event) => {
    apiRef.current.setEditCellValue({ id, field, value: event.target.value }, event);
  };

  // Keys pressed in the text box reach the cell through React's tree, portal or not. Keep a plain
  // Enter for a new line; Ctrl+Enter (⌘+Enter), Escape and Tab go on to the grid as usual.
  const handleKeyDown = (event) => {
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      event.stopPropagation();
    }
  };

  return (
    <Box ref={setAnchorEl} sx={{ alignSelf: 'flex-start', width: '100%', height: 1 }}>
      {anchorEl && (
        <Popper open anchorEl={anchorEl} placement="bottom-start" sx={{ zIndex: 'modal' }}>
          <Paper elevation={3} sx={{ p: 1, width: Math.min(colDef.computedWidth, 340) }}>
            <InputBase
              multiline
              minRows={4}
              fullWidth
              value={value ?? ''}
              onChange={handleChange}
              onKeyDown={handleKeyDown}
              inputRef={setInputRef}
              inputProps={{ 'aria-label': `Bio of ${props.row.name}` }}
            />
          </Paper>
        </Popper>
      )}
    </Box>
  );
}

const columns = [
  { field: 'name', headerName: 'Speaker', width: 150 },
  { field: 'talk', headerName: 'Talk', width: 180 },
  {
    field: 'bio',
    headerName: 'Bio',
    flex: 1,
    minWidth: 260,
    editable: true,
    renderEditCell: (params) => <MultilineEditCell {...params} />,
  },
];

export default function MultilineEditing() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
