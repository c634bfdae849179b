import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const chapters = [
  {
    id: 'getting-started',
    label: 'Getting started',
    children: [
      { id: 'install', label: 'Installing the app' },
      { id: 'first-invoice', label: 'Your first invoice' },
    ],
  },
  {
    id: 'invoices',
    label: 'Invoices',
    children: [
      { id: 'recurring', label: 'Recurring invoices' },
      { id: 'credit-notes', label: 'Credit notes' },
    ],
  },
  { id: 'faq', label: 'Frequently asked questions' },
];

export default function DisableSelection() {
  return (
    <Box sx={{ minHeight: 256, maxWidth: 340 }}>
      <RichTreeView
        aria-label="User guide"
        items={chapters}
        disableSelection
        defaultExpandedItems={['getting-started']}
      />
    </Box>
  );
}
