import * as React from 'react';
import Box from '@mui/material/Box';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Folder from '@mui/icons-material/Folder';
import FolderOpen from '@mui/icons-material/FolderOpen';
import LockOutlined from '@mui/icons-material/LockOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Doc = TreeViewBaseItem<{ id: string; label: string; restricted?: boolean }>;

const docs: Doc[] = [
  {
    id: 'hr',
    label: 'Human resources',
    children: [
      { id: 'handbook', label: 'Employee handbook' },
      { id: 'salaries', label: 'Salary bands 2025', restricted: true },
    ],
  },
  {
    id: 'finance',
    label: 'Finance',
    children: [{ id: 'budget', label: 'Budget 2025' }],
  },
];

interface DocItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const DocItem = React.forwardRef(function DocItem(
  props: DocItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });

  // Pick the icon from the item's state instead of the tree's icon slots.
  let Icon = DescriptionOutlined;
  if (status.disabled) {
    Icon = LockOutlined;
  } else if (status.expandable) {
    Icon = status.expanded ? FolderOpen : Folder;
  }

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <Icon fontSize="small" color={status.expandable ? 'primary' : 'action'} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {status.selected ? (
            <CheckCircleRounded fontSize="small" color="primary" aria-hidden />
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function UseTreeItemStatus() {
  return (
    <Box sx={{ minHeight: 220, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Company documents"
        items={docs}
        defaultExpandedItems={['hr']}
        defaultSelectedItems="handbook"
        isItemDisabled={(item) => Boolean(item.restricted)}
        disabledItemsFocusable
        slots={{ item: DocItem }}
      />
    </Box>
  );
}
