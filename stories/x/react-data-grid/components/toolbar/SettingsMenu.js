import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';
import { DataGrid, Toolbar, ToolbarButton } from '@mui/x-data-grid';

const SettingsContext = React.createContext(null);

const densityOptions = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'comfortable', label: 'Comfortable' },
];

function SettingsToolbar() {
  const { settings, setSettings } = React.useContext(SettingsContext);
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef(null);

  return (
    <Toolbar>
      <Tooltip title="Settings">
        <ToolbarButton
          ref={triggerRef}
          id="flight-settings-trigger"
          aria-controls="flight-settings-menu"
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setOpen(true)}
        >
          <SettingsIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="flight-settings-menu"
        anchorEl={triggerRef.current}
        open={open}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'flight-settings-trigger', dense: true } }}
      >
        <ListSubheader>Density</ListSubheader>
        {densityOptions.map((option) => (
          <MenuItem
            key={option.value}
            role="menuitemradio"
            aria-checked={settings.density === option.value}
            onClick={() => setSettings((previous) => ({ ...previous, density: option.value }))}
          >
            <ListItemIcon>{settings.density === option.value && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={settings.showColumnBorders}
          onClick={() => setSettings((previous) => ({ ...previous, showColumnBorders: !previous.showColumnBorders }))}
        >
          <ListItemIcon>{settings.showColumnBorders && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>Column borders</ListItemText>
        </MenuItem>
      </Menu>
    </Toolbar>
  );
}

const rows = [
  { id: 1, flight: 'LH 1830', from: 'Munich', to: 'Barcelona', departure: '07:25', gate: 'G24', status: 'On time' },
  { id: 2, flight: 'AF 1149', from: 'Paris', to: 'Prague', departure: '08:10', gate: 'K41', status: 'Boarding' },
  { id: 3, flight: 'KL 1603', from: 'Amsterdam', to: 'Rome', departure: '09:05', gate: 'D7', status: 'Delayed' },
  { id: 4, flight: 'IB 3170', from: 'Madrid', to: 'Paris', departure: '10:40', gate: 'J52', status: 'On time' },
  { id: 5, flight: 'SK 1467', from: 'Copenhagen', to: 'Berlin', departure: '11:15', gate: 'B9', status: 'Cancelled' },
];

const columns = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', width: 120 },
  { field: 'to', headerName: 'To', width: 120 },
  { field: 'departure', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function SettingsMenu() {
  const [settings, setSettings] = React.useState({ density: 'standard', showColumnBorders: false });
  const contextValue = React.useMemo(() => ({ settings, setSettings }), [settings]);

  return (
    <SettingsContext.Provider value={contextValue}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={settings.density}
          showCellVerticalBorder={settings.showColumnBorders}
          showColumnVerticalBorder={settings.showColumnBorders}
          hideFooter
          showToolbar
          slots={{ toolbar: SettingsToolbar }}
        />
      </Box>
    </SettingsContext.Provider>
  );
}
