import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
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

interface EmployeeItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {
  label: string;
  jobTitle: string;
}

const EmployeeItem = React.forwardRef<HTMLLIElement, EmployeeItemProps>(
  function EmployeeItem(props, ref) {
    const { id, itemId, label, jobTitle, disabled, children, ...other } = props;

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

    const initials = label
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
                {jobTitle}
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
      <SimpleTreeView aria-label="Product organization" defaultExpandedItems={['elena', 'marcus']}>
        <EmployeeItem itemId="elena" label="Elena Petrova" jobTitle="Chief Product Officer">
          <EmployeeItem itemId="marcus" label="Marcus Chen" jobTitle="Head of Engineering">
            <EmployeeItem itemId="hana" label="Hana Sato" jobTitle="Frontend Lead" />
            <EmployeeItem itemId="diego" label="Diego Alvarez" jobTitle="Backend Engineer" />
          </EmployeeItem>
          <EmployeeItem itemId="chloe" label="Chloé Laurent" jobTitle="Head of Design">
            <EmployeeItem itemId="ines" label="Inès Duarte" jobTitle="Product Designer" />
          </EmployeeItem>
        </EmployeeItem>
      </SimpleTreeView>
    </Box>
  );
}
