import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Hannah Schulz', team: 'Platform', role: 'Backend engineer', location: 'Berlin' },
  { id: 2, name: 'Mateo Rossi', team: 'Mobile', role: 'iOS engineer', location: 'Milan' },
  { id: 3, name: 'Aiko Tanaka', team: 'Platform', role: 'Site reliability engineer', location: 'Osaka' },
  { id: 4, name: 'Samuel Mensah', team: 'Data', role: 'Data analyst', location: 'Accra' },
  { id: 5, name: 'Léa Martin', team: 'Mobile', role: 'Android engineer', location: 'Lyon' },
  { id: 6, name: 'Oliver Byrne', team: 'Data', role: 'Analytics engineer', location: 'Dublin' },
];

const columns = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'team', headerName: 'Team', width: 100 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 190 },
  { field: 'location', headerName: 'Location', width: 110 },
];

const SearchContext = React.createContext({
  expanded: false,
  setExpanded: () => {},
});

function TeamToolbar() {
  const { expanded, setExpanded } = React.useContext(SearchContext);
  return (
    <Toolbar>
      {/* The title gives its room to the field while the search is open. */}
      {!expanded && (
        <Typography variant="subtitle1" component="div" sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>
          Engineering team
        </Typography>
      )}
      <QuickFilter expanded={expanded} onExpandedChange={setExpanded} style={{ flex: expanded ? 1 : undefined }}>
        <QuickFilterTrigger
          render={(props) => (
            <Tooltip title="Search people">
              <ToolbarButton {...props} style={{ display: expanded ? 'none' : undefined }}>
                <SearchIcon fontSize="small" />
              </ToolbarButton>
            </Tooltip>
          )}
        />
        <QuickFilterControl
          render={({ ref, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              placeholder="Name, team, role or location"
              size="small"
              fullWidth
              sx={{ display: expanded ? undefined : 'none' }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function ControlledExpansion() {
  const [expanded, setExpanded] = React.useState(false);
  const contextValue = React.useMemo(() => ({ expanded, setExpanded }), [expanded]);

  return (
    <SearchContext.Provider value={contextValue}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Search is {expanded ? 'open' : 'closed'}
      </Typography>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter showToolbar slots={{ toolbar: TeamToolbar }} />
      </Box>
    </SearchContext.Provider>
  );
}
