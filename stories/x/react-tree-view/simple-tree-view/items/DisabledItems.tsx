import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledItems() {
  return (
    <Box sx={{ minHeight: 320, maxWidth: 340 }}>
      <SimpleTreeView aria-label="Shared drive" defaultExpandedItems={['marketing']}>
        <TreeItem itemId="marketing" label="Marketing">
          <TreeItem itemId="marketing/campaign-brief" label="Spring campaign brief.docx" />
          <TreeItem itemId="marketing/media-plan" label="Media plan 2025.xlsx" />
          {/* Still being uploaded: visible, but not usable yet. */}
          <TreeItem itemId="marketing/launch-video" label="Launch video.mp4 (uploading)" disabled />
        </TreeItem>
        {/* A disabled parent cannot be opened, so its children stay out of reach. */}
        <TreeItem itemId="legal" label="Legal (no access)" disabled>
          <TreeItem itemId="legal/contracts" label="Contracts" />
          <TreeItem itemId="legal/nda-templates" label="NDA templates" />
        </TreeItem>
        <TreeItem itemId="sales" label="Sales">
          <TreeItem itemId="sales/pipeline" label="Pipeline review.pptx" />
          <TreeItem itemId="sales/price-list" label="Price list.pdf" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
