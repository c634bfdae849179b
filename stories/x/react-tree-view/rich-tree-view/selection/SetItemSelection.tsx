import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const financeDocuments: TreeViewBaseItem[] = [
  {
    id: 'reports',
    label: 'Quarterly reports',
    children: [
      { id: 'q1-report', label: 'Q1 2025 report' },
      { id: 'q2-report', label: 'Q2 2025 report' },
      { id: 'q3-report', label: 'Q3 2025 report' },
    ],
  },
  { id: 'invoices', label: 'Invoices', children: [{ id: 'invoice-1042', label: 'INV-1042' }] },
  { id: 'budget', label: 'Budget 2026 draft' },
];

export default function SetItemSelection() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) =>
            apiRef.current?.setItemSelection({ event, itemId: 'q2-report', shouldBeSelected: true })
          }
        >
          Select Q2 report
        </Button>
        <Button
          size="small"
          onClick={(event) =>
            apiRef.current?.setItemSelection({ event, itemId: 'q2-report', shouldBeSelected: false })
          }
        >
          Deselect it
        </Button>
      </Stack>
      <Box sx={{ minHeight: 256 }}>
        <RichTreeView
          aria-label="Finance documents"
          apiRef={apiRef}
          items={financeDocuments}
          defaultExpandedItems={['reports']}
        />
      </Box>
    </Box>
  );
}
