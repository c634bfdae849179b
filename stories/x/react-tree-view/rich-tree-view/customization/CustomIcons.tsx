import * as React from 'react';
import Box from '@mui/material/Box';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlined from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const recipes: TreeViewBaseItem[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'pancakes', label: 'Buttermilk pancakes' },
      { id: 'shakshuka', label: 'Shakshuka' },
      { id: 'granola', label: 'Maple granola' },
    ],
  },
  {
    id: 'dinner',
    label: 'Dinner',
    children: [
      { id: 'risotto', label: 'Mushroom risotto' },
      { id: 'curry', label: 'Chickpea curry' },
    ],
  },
  { id: 'desserts', label: 'Desserts', children: [{ id: 'tiramisu', label: 'Tiramisu' }] },
];

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
      <RichTreeView
        aria-label="Cookbook"
        items={recipes}
        defaultExpandedItems={['breakfast', 'dinner']}
        slots={{
          expandIcon: AddBoxOutlined,
          collapseIcon: IndeterminateCheckBoxOutlined,
          endIcon: DotIcon,
        }}
        slotProps={{ endIcon: { fontSize: 'small' } }}
      />
    </Box>
  );
}
