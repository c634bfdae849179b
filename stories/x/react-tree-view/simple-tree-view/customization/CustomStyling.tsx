import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function CustomStyling() {
  return (
    <Box sx={{ minHeight: 320, maxWidth: 300 }}>
      <SimpleTreeView
        aria-label="Admin navigation"
        defaultExpandedItems={['catalog']}
        defaultSelectedItems="products"
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
        }}
      >
        <TreeItem itemId="dashboard" label="Dashboard" />
        <TreeItem itemId="catalog" label="Catalog">
          <TreeItem itemId="products" label="Products" />
          <TreeItem itemId="collections" label="Collections" />
          <TreeItem itemId="inventory" label="Inventory" />
        </TreeItem>
        <TreeItem itemId="orders" label="Orders">
          <TreeItem itemId="drafts" label="Drafts" />
          <TreeItem itemId="abandoned" label="Abandoned checkouts" />
        </TreeItem>
        <TreeItem itemId="customers" label="Customers" />
      </SimpleTreeView>
    </Box>
  );
}
