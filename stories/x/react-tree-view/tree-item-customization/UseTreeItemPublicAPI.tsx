import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const playlists: TreeViewBaseItem[] = [
  {
    id: 'workout',
    label: 'Workout',
    children: [
      { id: 'eye-tiger', label: 'Eye of the Tiger' },
      { id: 'stronger', label: 'Stronger' },
      { id: 'titanium', label: 'Titanium' },
    ],
  },
  {
    id: 'dinner',
    label: 'Dinner party',
    children: [
      { id: 'fly-me', label: 'Fly Me to the Moon' },
      { id: 'feeling-good', label: 'Feeling Good' },
    ],
  },
];

interface LabelWithActionProps {
  children: React.ReactNode;
  className?: string;
  onSelectChildren?: (event: React.MouseEvent) => void;
}

function LabelWithAction({ children, className, onSelectChildren }: LabelWithActionProps) {
  return (
    <TreeItemLabel className={className} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ flex: 1 }}>
        {children}
      </Box>
      {onSelectChildren ? (
        <Button
          size="small"
          aria-label={`Select all songs of ${children}`}
          onClick={(event) => {
            event.stopPropagation();
            onSelectChildren(event);
          }}
          onKeyDown={(event) => event.stopPropagation()}
          sx={{ py: 0, minWidth: 0 }}
        >
          Select all
        </Button>
      ) : null}
    </TreeItemLabel>
  );
}

const PlaylistItem = React.forwardRef(function PlaylistItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { publicAPI, status } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });

  // Call the public API in event handlers, never during render.
  const selectChildren = (event: React.SyntheticEvent) => {
    publicAPI.getItemOrderedChildrenIds(props.itemId).forEach((childId) => {
      publicAPI.setItemSelection({
        event,
        itemId: childId,
        keepExistingSelection: true,
        shouldBeSelected: true,
      });
    });
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: LabelWithAction }}
      slotProps={{
        label: (status.expandable ? { onSelectChildren: selectChildren } : {}) as LabelWithActionProps,
      }}
    />
  );
});

export default function UseTreeItemPublicAPI() {
  // The tree owns the selection (uncontrolled): each `setItemSelection` call in the loop above
  // then builds on the previous one. A controlled `selectedItems` would only change on the next
  // render, so every call would start from the same selection and only the last song would stay.
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 250 }}>
        <RichTreeView
          aria-label="Playlists"
          items={playlists}
          defaultExpandedItems={['workout', 'dinner']}
          multiSelect
          defaultSelectedItems={[]}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
          slots={{ item: PlaylistItem }}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 1 }}>
        {`${selected.length} songs selected`}
      </Typography>
    </Box>
  );
}
