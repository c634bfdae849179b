import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const team: TreeViewBaseItem[] = [
  {
    id: 'platform',
    label: 'Platform team',
    children: [
      { id: 'api', label: 'Public API' },
      { id: 'billing', label: 'Billing service' },
    ],
  },
  {
    id: 'growth',
    label: 'Growth team',
    children: [{ id: 'onboarding', label: 'Onboarding emails' }],
  },
];

interface LabelWithEditButtonProps {
  children: React.ReactNode;
  className?: string;
  editable?: boolean;
  onEdit?: () => void;
}

// Replaces the label: the text, then a pencil button on editable items.
// The double click is not passed on, so the button is the only way in.
function LabelWithEditButton({ children, className, editable, onEdit }: LabelWithEditButtonProps) {
  return (
    <TreeItemLabel className={className} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ flex: 1 }}>
        {children}
      </Box>
      {editable ? (
        <IconButton
          size="small"
          aria-label={`Rename ${children}`}
          onClick={(event) => {
            // Keep the click from selecting or expanding the item.
            event.stopPropagation();
            onEdit?.();
          }}
          // Keep Enter and Space on the button from reaching the tree's keyboard handler.
          onKeyDown={(event) => event.stopPropagation()}
          sx={{ p: 0.25 }}
        >
          <EditOutlined fontSize="inherit" />
        </IconButton>
      ) : null}
    </TreeItemLabel>
  );
}

const ItemWithEditButton = React.forwardRef(function ItemWithEditButton(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: LabelWithEditButton }}
      slotProps={{
        label: { onEdit: interactions.toggleItemEditing } as object,
        labelInput: { 'aria-label': `New name for ${props.label}` },
      }}
    />
  );
});

export default function EditButton() {
  return (
    <Box sx={{ minHeight: 220, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Team projects"
        items={team}
        defaultExpandedItems={['platform', 'growth']}
        isItemEditable
        slots={{ item: ItemWithEditButton }}
      />
    </Box>
  );
}
