import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  title: string;
  priority: 'Low' | 'Medium' | 'High' | 'Critical';
  assignee: string;
  description: string;
}

const rows: Ticket[] = [
  { id: 4511, title: 'Password reset email not sent', priority: 'High', assignee: 'Grace Liu', description: 'Reset emails to Outlook addresses bounce since the DNS change on Monday.' },
  { id: 4512, title: 'Invoice PDF cut off', priority: 'Medium', assignee: 'Oliver Bennett', description: 'The last line of multi-page invoices is missing when printed in A4.' },
  { id: 4513, title: 'Checkout fails on Safari 17', priority: 'Critical', assignee: 'Priya Raman', description: 'The pay button stays disabled after the card form validates.' },
  { id: 4514, title: 'Typo in the welcome screen', priority: 'Low', assignee: 'Tomás Herrera', description: '"Wellcome back" on the Spanish-to-English fallback screen.' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

const getDetailPanelContent = ({ row }: GridRowParams<Ticket>) => (
  <Box sx={{ py: 1.5, px: 2 }}>
    <Typography variant="body2">{row.description}</Typography>
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      Assigned to {row.assignee}
    </Typography>
  </Box>
);
const getDetailPanelHeight = () => 'auto' as const;

export default function DetailPanelApi() {
  const apiRef = useGridApiRef();
  const [expanded, setExpanded] = React.useState<GridRowId[]>([]);

  // Reads the open panels back from the grid after each change.
  const syncExpanded = () => setExpanded(Array.from(apiRef.current?.getExpandedDetailPanels() ?? []));

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={() => apiRef.current?.toggleDetailPanel(4513)}>
          Toggle ticket 4513
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            apiRef.current?.setExpandedDetailPanels(
              new Set(rows.filter((row) => row.priority === 'High' || row.priority === 'Critical').map((row) => row.id)),
            )
          }
        >
          Open urgent tickets
        </Button>
        <Button onClick={() => apiRef.current?.setExpandedDetailPanels(new Set())}>Collapse all</Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          onDetailPanelExpandedRowIdsChange={syncExpanded}
          hideFooter
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
        getExpandedDetailPanels(): [{expanded.join(', ')}]
      </Typography>
    </Stack>
  );
}
