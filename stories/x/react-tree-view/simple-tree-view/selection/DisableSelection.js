import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisableSelection() {
  return (
    <Box sx={{ minHeight: 288, maxWidth: 340 }}>
      <SimpleTreeView aria-label="User guide contents" disableSelection>
        <TreeItem itemId="getting-started" label="Getting started">
          <TreeItem itemId="create-account" label="Create an account" />
          <TreeItem itemId="invite-team" label="Invite your team" />
        </TreeItem>
        <TreeItem itemId="invoices" label="Invoices">
          <TreeItem itemId="first-invoice" label="Send your first invoice" />
          <TreeItem itemId="reminders" label="Automatic reminders" />
          <TreeItem itemId="credit-notes" label="Credit notes" />
        </TreeItem>
        <TreeItem itemId="integrations" label="Integrations">
          <TreeItem itemId="stripe" label="Stripe" />
          <TreeItem itemId="quickbooks" label="QuickBooks" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
