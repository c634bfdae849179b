import * as React from 'react';
import Box from '@mui/material/Box';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlined from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// An icon drawn from scratch: a small dot for the items without children.
function DotIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="3.5" />
    </SvgIcon>
  );
}

export default function CustomIcons() {
  return (
    <Box sx={{ minHeight: 320, maxWidth: 340 }}>
      <SimpleTreeView
        aria-label="Cookbook"
        defaultExpandedItems={['breakfast', 'dinner']}
        slots={{
          expandIcon: AddBoxOutlined,
          collapseIcon: IndeterminateCheckBoxOutlined,
          endIcon: DotIcon,
        }}
      >
        <TreeItem itemId="breakfast" label="Breakfast">
          <TreeItem itemId="pancakes" label="Buttermilk pancakes" />
          {/* The `icon` slot of one item replaces its icon, whatever its state. */}
          <TreeItem
            itemId="shakshuka"
            label="Shakshuka (favourite)"
            slots={{ icon: StarRounded }}
          />
          <TreeItem itemId="granola" label="Maple granola" />
        </TreeItem>
        <TreeItem itemId="dinner" label="Dinner">
          <TreeItem itemId="risotto" label="Mushroom risotto" />
          <TreeItem itemId="curry" label="Chickpea curry" />
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts">
          <TreeItem itemId="tiramisu" label="Tiramisu" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
