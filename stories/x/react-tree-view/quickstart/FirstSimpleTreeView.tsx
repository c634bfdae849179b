import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FirstSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 288, maxWidth: 340 }}>
      <SimpleTreeView aria-label="Mobile app repository">
        <TreeItem itemId="app" label="app">
          <TreeItem itemId="app/screens" label="screens">
            <TreeItem itemId="app/screens/Home.tsx" label="Home.tsx" />
            <TreeItem itemId="app/screens/Profile.tsx" label="Profile.tsx" />
            <TreeItem itemId="app/screens/Checkout.tsx" label="Checkout.tsx" />
          </TreeItem>
          <TreeItem itemId="app/navigation.tsx" label="navigation.tsx" />
        </TreeItem>
        <TreeItem itemId="assets" label="assets">
          <TreeItem itemId="assets/icon.png" label="icon.png" />
          <TreeItem itemId="assets/splash.png" label="splash.png" />
        </TreeItem>
        <TreeItem itemId="app.json" label="app.json" />
        <TreeItem itemId="package.json" label="package.json" />
      </SimpleTreeView>
    </Box>
  );
}
