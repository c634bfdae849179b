import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

const sprintBoard = [
  {
    id: 'sprint-42',
    label: 'Sprint 42',
    children: [
      { id: 'task-login', label: 'Fix login redirect loop' },
      { id: 'task-export', label: 'Export invoices as CSV' },
      { id: 'task-dark-mode', label: 'Dark mode for settings' },
    ],
  },
  {
    id: 'backlog',
    label: 'Backlog',
    children: [
      { id: 'task-sso', label: 'Single sign-on with Okta' },
      { id: 'task-audit', label: 'Audit log retention' },
    ],
  },
];

export default function FirstRichTreeViewPro() {
  return (
    <Box sx={{ minHeight: 288, maxWidth: 340 }}>
      <RichTreeViewPro
        aria-label="Sprint board"
        items={sprintBoard}
        defaultExpandedItems={['sprint-42', 'backlog']}
        itemsReordering
      />
    </Box>
  );
}
