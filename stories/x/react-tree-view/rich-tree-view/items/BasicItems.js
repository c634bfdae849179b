import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// Each item has an `id`, a `label` and, optionally, `children`.
const campaign = [
  {
    id: 'brief',
    label: 'Campaign brief',
    children: [
      { id: 'brief-goals', label: 'Goals and KPIs' },
      { id: 'brief-audience', label: 'Target audience' },
    ],
  },
  {
    id: 'assets',
    label: 'Creative assets',
    children: [
      { id: 'assets-banner', label: 'Homepage banner' },
      { id: 'assets-video', label: 'Product video, 30 s' },
      {
        id: 'assets-social',
        label: 'Social posts',
        children: [
          { id: 'social-instagram', label: 'Instagram carousel' },
          { id: 'social-linkedin', label: 'LinkedIn article' },
        ],
      },
    ],
  },
  { id: 'budget', label: 'Budget, Q3 2025' },
  { id: 'report', label: 'Results report' },
];

export default function BasicItems() {
  return (
    <Box sx={{ minHeight: 320, maxWidth: 340 }}>
      <RichTreeView aria-label="Autumn campaign" items={campaign} defaultExpandedItems={['brief']} />
    </Box>
  );
}
