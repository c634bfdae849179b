import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';

const columns = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'assignee', headerName: 'Assignee', width: 140 },
];

const sampleTicket = { id: 1042, subject: 'Invoice PDF shows the wrong VAT rate', assignee: 'Priya Raman' };

// The grid renders the overlay itself; the action reaches the demo's state through context.
const CreateTicketContext = React.createContext(() => {});

function EmptyInbox(props) {
  const createTicket = React.useContext(CreateTicketContext);
  return (
    <GridOverlay {...props}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, p: 2, textAlign: 'center' }}>
        <InboxOutlinedIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
        <Typography variant="subtitle2" component="p">
          No open tickets
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          New requests from customers appear here.
        </Typography>
        <Button size="small" variant="outlined" onClick={createTicket}>
          Create a ticket
        </Button>
      </Box>
    </GridOverlay>
  );
}

export default function CustomNoRowsOverlay() {
  const [rows, setRows] = React.useState([]);
  const createTicket = React.useCallback(() => setRows([sampleTicket]), []);

  return (
    <CreateTicketContext.Provider value={createTicket}>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} slots={{ noRowsOverlay: EmptyInbox }} />
      </Box>
    </CreateTicketContext.Provider>
  );
}
