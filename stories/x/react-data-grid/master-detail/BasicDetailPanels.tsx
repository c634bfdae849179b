import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplyIcon from '@mui/icons-material/Reply';
import ForwardIcon from '@mui/icons-material/Forward';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Email {
  id: number;
  from: string;
  subject: string;
  receivedAt: Date;
  body: string;
}

const rows: Email[] = [
  {
    id: 1,
    from: 'Priya Raman',
    subject: 'Q2 budget review',
    receivedAt: new Date(2025, 3, 14, 9, 12),
    body: 'Hi team, the finance committee meets on Thursday. Please send your revised Q2 forecasts by Wednesday noon so I can merge them into one deck.',
  },
  {
    id: 2,
    from: 'Tomás Herrera',
    subject: 'Warehouse inspection moved',
    receivedAt: new Date(2025, 3, 14, 8, 47),
    body: 'The safety inspection at the Valencia warehouse is now on April 22 at 10:00. Loading bay 3 will be closed for the morning.',
  },
  {
    id: 3,
    from: 'Grace Liu',
    subject: 'Contract renewal: Brightline Logistics',
    receivedAt: new Date(2025, 3, 11, 16, 5),
    body: 'Brightline accepted a 3% increase for the 2025 renewal. Legal has the redlined draft; we need your signature before the end of the month.',
  },
  {
    id: 4,
    from: 'Oliver Bennett',
    subject: 'New hire onboarding checklist',
    receivedAt: new Date(2025, 3, 10, 11, 30),
    body: 'Attached is the updated onboarding checklist. I added the laptop request form and the building badge appointment.',
  },
];

const columns: GridColDef<Email>[] = [
  { field: 'from', headerName: 'From', width: 150 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  {
    field: 'receivedAt',
    headerName: 'Received',
    type: 'dateTime',
    width: 170,
  },
];

function EmailPreview({ row }: { row: Email }) {
  return (
    <Stack spacing={1.5} sx={{ py: 1.5, px: 2, height: '100%', boxSizing: 'border-box' }}>
      <Typography variant="body2">{row.body}</Typography>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" startIcon={<ReplyIcon />}>
          Reply
        </Button>
        <Button size="small" startIcon={<ForwardIcon />}>
          Forward
        </Button>
      </Stack>
    </Stack>
  );
}

// Defined outside the component, so the grid can cache the panels between renders.
const getDetailPanelContent = ({ row }: GridRowParams<Email>) => <EmailPreview row={row} />;
const getDetailPanelHeight = () => 140;

export default function BasicDetailPanels() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
