import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
// Generated from the installed type definitions by `npm run generate:api-pages`.
import catalogue from './gridEvents.json';

const events = catalogue.events;
const editionLabel = { community: 'All', pro: 'Pro', premium: 'Premium' };
const groups = [...new Set(events.map((event) => event.group))].sort();

const code = { fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' };

export default function EventCatalogue() {
  const [query, setQuery] = React.useState('');
  const [group, setGroup] = React.useState('all');

  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = events.filter((event) => {
    if (group !== 'all' && event.group !== group) return false;
    const text = `${event.name} ${event.params ?? ''} ${event.event ?? ''} ${event.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Filter events"
          size="small"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label="Group"
          size="small"
          value={group}
          onChange={(event) => setGroup(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="all">All groups</MenuItem>
          {groups.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {shown.length} of {events.length} events ({'@mui/x-data-grid'} {catalogue.version})
      </Typography>
      <TableContainer sx={{ maxHeight: 520, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table stickyHeader size="small" aria-label="Data Grid events" sx={{ minWidth: 960 }}>
          <TableHead>
            <TableRow>
              <TableCell>Event</TableCell>
              <TableCell>Plan</TableCell>
              <TableCell>Parameters</TableCell>
              <TableCell>Event object</TableCell>
              <TableCell>Description</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((event) => (
              <TableRow key={event.name}>
                <TableCell sx={{ ...code, overflowWrap: 'normal', whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  {event.name}
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  {event.edition === 'community' ? (
                    editionLabel.community
                  ) : (
                    <Chip size="small" variant="outlined" color="primary" label={editionLabel[event.edition]} />
                  )}
                </TableCell>
                <TableCell sx={{ ...code, verticalAlign: 'top' }}>{event.params ?? '—'}</TableCell>
                <TableCell sx={{ ...code, verticalAlign: 'top' }}>{event.event ?? '—'}</TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  {event.description || (
                    <Typography variant="inherit" color="text.secondary">
                      No description in the type definitions.
                    </Typography>
                  )}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {event.group}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
