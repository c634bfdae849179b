import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';

const navigation = [
  { id: 'dashboard', label: 'Dashboard' },
  {
    id: 'catalog',
    label: 'Catalog',
    children: [
      { id: 'products', label: 'Products' },
      { id: 'collections', label: 'Collections' },
      { id: 'inventory', label: 'Inventory' },
    ],
  },
  {
    id: 'orders',
    label: 'Orders',
    children: [
      { id: 'drafts', label: 'Drafts' },
      { id: 'abandoned', label: 'Abandoned checkouts' },
    ],
  },
  { id: 'customers', label: 'Customers' },
];

export default function CustomStyling() {
  return (
    <Box sx={{ minHeight: 320, maxWidth: 300 }}>
      <RichTreeView
        aria-label="Admin navigation"
        items={navigation}
        defaultExpandedItems={['catalog']}
        defaultSelectedItems="products"
        // A line joins the children of each item to their parent, so the margin and
        // padding of the groups do the indenting.
        itemChildrenIndentation={0}
        sx={{
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 5,
            py: 0.75,
            my: 0.25,
          },
          [`& .${treeItemClasses.content}[data-selected]`]: {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover, &[data-focused]': { bgcolor: 'primary.dark' },
          },
          [`& .${treeItemClasses.label}`]: {
            fontSize: '0.875rem',
            fontWeight: 500,
          },
          [`& .${treeItemClasses.iconContainer}`]: {
            color: 'text.secondary',
          },
          [`& .${treeItemClasses.content}[data-selected] .${treeItemClasses.iconContainer}`]: {
            color: 'inherit',
          },
          [`& .${treeItemClasses.groupTransition}`]: {
            ml: '15px',
            pl: '12px',
            borderLeft: '1px dashed',
            borderColor: 'text.disabled',
          },
        }}
      />
    </Box>
  );
}
