import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ProjectFileTree() {
  return (
    <Box sx={{ minHeight: 352, maxWidth: 360 }}>
      <SimpleTreeView aria-label="Project files" defaultExpandedItems={['src', 'src/components']}>
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src/components" label="components">
            <TreeItem itemId="src/components/Button.tsx" label="Button.tsx" />
            <TreeItem itemId="src/components/Header.tsx" label="Header.tsx" />
            <TreeItem itemId="src/components/Sidebar.tsx" label="Sidebar.tsx" />
          </TreeItem>
          <TreeItem itemId="src/hooks" label="hooks">
            <TreeItem itemId="src/hooks/useAuth.ts" label="useAuth.ts" />
            <TreeItem itemId="src/hooks/useDebounce.ts" label="useDebounce.ts" />
          </TreeItem>
          <TreeItem itemId="src/pages" label="pages">
            <TreeItem itemId="src/pages/Dashboard.tsx" label="Dashboard.tsx" />
            <TreeItem itemId="src/pages/Settings.tsx" label="Settings.tsx" />
          </TreeItem>
          <TreeItem itemId="src/App.tsx" label="App.tsx" />
          <TreeItem itemId="src/main.tsx" label="main.tsx" />
        </TreeItem>
        <TreeItem itemId="public" label="public">
          <TreeItem itemId="public/favicon.svg" label="favicon.svg" />
          <TreeItem itemId="public/robots.txt" label="robots.txt" />
        </TreeItem>
        <TreeItem itemId="package.json" label="package.json" />
        <TreeItem itemId="tsconfig.json" label="tsconfig.json" />
        <TreeItem itemId="README.md" label="README.md" />
      </SimpleTreeView>
    </Box>
  );
}
