import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

const releases = [
  {
    id: 'v3',
    label: 'Version 3.0',
    children: [
      { id: 'sso', label: 'Single sign-on', status: 'shipped' },
      { id: 'audit', label: 'Audit log', status: 'shipped' },
      { id: 'webhooks', label: 'Webhooks', status: 'planned' },
    ],
  },
  {
    id: 'v4',
    label: 'Version 4.0',
    children: [{ id: 'offline', label: 'Offline mode', status: 'planned' }],
  },
];

// Every part of the default TreeItem, rebuilt from the hook's prop getters,
// plus a status chip at the end of the row.
const ReleaseItem = React.forwardRef(function ReleaseItem(props, ref) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getLabelInputProps,
    getGroupTransitionProps,
    getDragAndDropOverlayProps,
    status,
  } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });
  const item = useTreeItemModel(itemId);

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          {status.editing ? <TreeItemLabelInput {...getLabelInputProps()} /> : <TreeItemLabel {...getLabelProps()} />}
          {item?.status ? (
            <Chip
              size="small"
              variant="outlined"
              label={item.status}
              color={item.status === 'shipped' ? 'success' : 'default'}
            />
          ) : null}
          <TreeItemDragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function UseTreeItemSlots() {
  return (
    <Box sx={{ minHeight: 250, maxWidth: 340 }}>
      <RichTreeView aria-label="Roadmap" items={releases} defaultExpandedItems={['v3']} slots={{ item: ReleaseItem }} />
    </Box>
  );
}
