import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Page = TreeViewBaseItem<{ id: string; label: string; locked?: boolean }>;

// Sections are locked; only the pages inside them can be renamed.
const wiki: Page[] = [
  {
    id: 'onboarding',
    label: 'Onboarding',
    locked: true,
    children: [
      { id: 'first-week', label: 'Your first week' },
      { id: 'tools', label: 'Tools and accounts' },
    ],
  },
  {
    id: 'meetings',
    label: 'Meetings',
    locked: true,
    children: [
      { id: 'sprint-planning', label: 'Sprint planning' },
      { id: 'retrospective', label: 'Retrospective' },
    ],
  },
  { id: 'glossary', label: 'Glossary' },
];

export default function EditableLabels() {
  const [lastEdit, setLastEdit] = React.useState<{ itemId: string; label: string } | null>(
    null,
  );

  return (
    <Box sx={{ maxWidth: 320 }}>
      <Box sx={{ minHeight: 256 }}>
        <RichTreeView
          aria-label="Team wiki"
          items={wiki}
          defaultExpandedItems={['onboarding', 'meetings']}
          isItemEditable={(item) => !item.locked}
          onItemLabelChange={(itemId, label) => setLastEdit({ itemId, label })}
          slotProps={{
            // Name the text field that replaces a label while it is edited.
            item: ({ label }) => ({
              slotProps: { labelInput: { 'aria-label': `New name for ${label}` } },
            }),
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {lastEdit
          ? `Page "${lastEdit.itemId}" is now called "${lastEdit.label}"`
          : 'Double-click a page to rename it.'}
      </Typography>
    </Box>
  );
}
