import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

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
      <Box sx={{ minHeight: 288 }}>
        <SimpleTreeView
          aria-label="Finance documents"
          apiRef={apiRef}
          defaultExpandedItems={['reports']}
        >
          <TreeItem itemId="reports" label="Quarterly reports">
            <TreeItem itemId="q1-report" label="Q1 2025 report" />
            <TreeItem itemId="q2-report" label="Q2 2025 report" />
            <TreeItem itemId="q3-report" label="Q3 2025 report" />
          </TreeItem>
          <TreeItem itemId="invoices" label="Invoices">
            <TreeItem itemId="invoice-1042" label="INV-1042" />
          </TreeItem>
          <TreeItem itemId="budget" label="Budget 2026 draft" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
