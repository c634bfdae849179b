import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

const itinerary = [
  {
    id: 'day-1',
    label: 'Day 1, Lisbon',
    children: [
      { id: 'belem', label: 'Belém Tower', time: '09:30' },
      { id: 'pasteis', label: 'Pastéis de Belém', time: '11:00' },
      { id: 'lx-factory', label: 'LX Factory', time: '14:00' },
    ],
  },
  {
    id: 'day-2',
    label: 'Day 2, Sintra',
    children: [
      { id: 'pena', label: 'Pena Palace', time: '10:00' },
      { id: 'regaleira', label: 'Quinta da Regaleira', time: '14:30' },
    ],
  },
];

const StopItem = React.forwardRef(function StopItem(props, ref) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    getDragAndDropOverlayProps,
    status,
  } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });
  const stop = useTreeItemModel(itemId);

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      {/* getRootProps adds `draggable` and the drag handlers. */}
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          {status.expandable ? null : (
            <DragIndicator fontSize="small" sx={{ color: 'text.secondary', cursor: 'grab' }} />
          )}
          <TreeItemLabel {...getLabelProps()} />
          {stop?.time ? (
            <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
              {stop.time}
            </Typography>
          ) : null}
          {/* The drop indicator, positioned over the content. */}
          <TreeItemDragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

const dayIds = itinerary.map((day) => day.id);

export default function CustomItemReordering() {
  return (
    <Box sx={{ minHeight: 300, maxWidth: 340 }}>
      <RichTreeViewPro
        aria-label="Trip itinerary"
        items={itinerary}
        defaultExpandedItems={dayIds}
        itemsReordering
        isItemReorderable={(itemId) => !dayIds.includes(itemId)}
        canMoveItemToNewPosition={({ newPosition }) =>
          newPosition.parentId !== null && dayIds.includes(newPosition.parentId)
        }
        slots={{ item: StopItem }}
      />
    </Box>
  );
}
