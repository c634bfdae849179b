import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const reports: TreeViewBaseItem[] = [
  { id: 'q1', label: 'Q1 revenue' },
  { id: 'q2', label: 'Q2 revenue' },
  { id: 'q3', label: 'Q3 revenue' },
  { id: 'churn', label: 'Churn by region' },
  { id: 'nps', label: 'Net promoter score' },
];

export default function MultiSelectKeyboard() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 180 }}>
        <RichTreeView
          aria-label="Reports to export"
          items={reports}
          multiSelect
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 1 }} aria-live="polite">
        {`${selected.length} of ${reports.length} reports selected`}
      </Typography>
    </Box>
  );
}
