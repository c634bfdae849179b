import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiContext } from '@mui/x-data-grid';

const rows = [
  { id: 1, task: 'Migrate billing database', owner: 'Nora Lindqvist', progress: 80 },
  { id: 2, task: 'Redesign onboarding emails', owner: 'Kofi Boateng', progress: 35 },
  { id: 3, task: 'Quarterly security audit', owner: 'Valentina Ricci', progress: 50 },
  { id: 4, task: 'Update mobile app icons', owner: 'Arjun Mehta', progress: 10 },
];

function ProgressCell(props) {
  const value = props.value ?? 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress variant="determinate" value={value} sx={{ flex: 1 }} aria-label={`${props.row.task} progress`} />
      <Typography variant="body2" component="span" sx={{ minWidth: 36, textAlign: 'end' }}>
        {value} %
      </Typography>
    </Box>
  );
}

// The edit component: it reports every change to the grid with `setEditCellValue`.
function ProgressEditCell(props) {
  const { id, field, value, hasFocus, row } = props;
  const apiRef = useGridApiContext();
  const rootRef = React.useRef(null);

  // Move the keyboard focus to the slider's thumb when the cell gets the focus.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      rootRef.current?.querySelector('input')?.focus();
    }
  }, [hasFocus]);

  const handleChange = (_event, newValue) => {
    apiRef.current.setEditCellValue({ id, field, value: newValue });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', px: 2 }}>
      <Slider
        ref={rootRef}
        value={value ?? 0}
        onChange={handleChange}
        step={5}
        size="small"
        valueLabelDisplay="auto"
        aria-label={`${row.task} progress`}
      />
    </Box>
  );
}

const columns = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 150 },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 170,
    editable: true,
    renderCell: (params) => <ProgressCell {...params} />,
    renderEditCell: (params) => <ProgressEditCell {...params} />,
  },
];

export default function SliderEditCell() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
