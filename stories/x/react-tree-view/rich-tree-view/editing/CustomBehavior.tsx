import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem, TreeViewCancellableEvent } from '@mui/x-tree-view/models';

const tasks: TreeViewBaseItem[] = [
  {
    id: 'launch',
    label: 'Spring launch',
    children: [
      { id: 'copy', label: 'Write landing page copy' },
      { id: 'pricing', label: 'Update pricing table' },
      { id: 'press', label: 'Send press kit' },
    ],
  },
  {
    id: 'ops',
    label: 'Operations',
    children: [{ id: 'backup', label: 'Test database restore' }],
  },
];

// Leaving the input (a click elsewhere, Tab) discards the edit instead of saving it.
// Only Enter saves.
const CancelOnBlurItem = React.forwardRef(function CancelOnBlurItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });

  const handleBlur = (event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
    // Skip the default handler, which would save the value.
    event.defaultMuiPrevented = true;
    interactions.handleCancelItemLabelEditing(event);
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{ labelInput: { onBlur: handleBlur, 'aria-label': 'Task name' } }}
    />
  );
});

export default function CustomBehavior() {
  return (
    <Box sx={{ minHeight: 240, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Tasks"
        items={tasks}
        defaultExpandedItems={['launch', 'ops']}
        isItemEditable
        slots={{ item: CancelOnBlurItem }}
      />
    </Box>
  );
}
