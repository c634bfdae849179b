import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Employee {
  id: string;
  label: string;
  jobTitle: string;
  children?: Employee[];
}

const organization: Employee[] = [
  {
    id: 'elena',
    label: 'Elena Petrova',
    jobTitle: 'Chief Product Officer',
    children: [
      {
        id: 'marcus',
        label: 'Marcus Chen',
        jobTitle: 'Head of Engineering',
        children: [
          { id: 'hana', label: 'Hana Sato', jobTitle: 'Frontend Lead' },
          { id: 'diego', label: 'Diego Alvarez', jobTitle: 'Backend Engineer' },
        ],
      },
      {
        id: 'chloe',
        label: 'Chloé Laurent',
        jobTitle: 'Head of Design',
        children: [{ id: 'ines', label: 'Inès Duarte', jobTitle: 'Product Designer' }],
      },
    ],
  },
];

interface EmployeeItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

// RichTreeView renders this component for every item, with the props of a TreeItem.
const EmployeeItem = React.forwardRef<HTMLLIElement, EmployeeItemProps>(
  function EmployeeItem(props, ref) {
    const { id, itemId, label, disabled, children, ...other } = props;

    // useTreeItem wires up the behaviour: ARIA attributes, focus, keyboard, selection and expansion.
    const {
      getContextProviderProps,
      getRootProps,
      getContentProps,
      getIconContainerProps,
      getLabelProps,
      getGroupTransitionProps,
      status,
    } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });

    // The full object from `items`, with the fields the tree does not use.
    const employee = useTreeItemModel<Employee>(itemId);
    const name = employee?.label ?? '';
    const initials = name
      .split(' ')
      .map((part) => part[0])
      .join('');

    return (
      <TreeItemProvider {...getContextProviderProps()}>
        <TreeItemRoot {...getRootProps(other)}>
          <TreeItemContent {...getContentProps()}>
            <TreeItemIconContainer {...getIconContainerProps()}>
              <TreeItemIcon status={status} />
            </TreeItemIconContainer>
            <Avatar
              sx={{
                width: 32,
                height: 32,
                fontSize: '0.8125rem',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {initials}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <TreeItemLabel {...getLabelProps()} sx={{ fontWeight: 500 }} />
              <Typography variant="body2" color="text.secondary" noWrap>
                {employee?.jobTitle}
              </Typography>
            </Box>
          </TreeItemContent>
          {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
        </TreeItemRoot>
      </TreeItemProvider>
    );
  },
);

export default function HeadlessItem() {
  return (
    <Box sx={{ minHeight: 400, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Product organization"
        items={organization}
        defaultExpandedItems={['elena', 'marcus']}
        slots={{ item: EmployeeItem }}
      />
    </Box>
  );
}
