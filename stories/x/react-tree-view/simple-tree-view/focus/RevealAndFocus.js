import * as React from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const invoicePath = ['finance', 'invoices-2025'];

export default function RevealAndFocus() {
  const apiRef = useTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState([]);

  const revealInvoice = (event) => {
    // focusItem ignores items whose parents are collapsed. flushSync applies the
    // expansion right away, so that the invoice is rendered when it is focused.
    flushSync(() => {
      setExpandedItems((prev) => [...prev.filter((id) => !invoicePath.includes(id)), ...invoicePath]);
    });
    apiRef.current?.focusItem(event, 'inv-2025-014');
  };

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Button size="small" variant="outlined" onClick={revealInvoice} sx={{ mb: 1 }}>
        Go to INV-2025-014
      </Button>
      <Box sx={{ minHeight: 320 }}>
        <SimpleTreeView
          aria-label="Company documents"
          apiRef={apiRef}
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
        >
          <TreeItem itemId="finance" label="Finance">
            <TreeItem itemId="invoices-2024" label="Invoices 2024">
              <TreeItem itemId="inv-2024-101" label="INV-2024-101" />
            </TreeItem>
            <TreeItem itemId="invoices-2025" label="Invoices 2025">
              <TreeItem itemId="inv-2025-013" label="INV-2025-013" />
              <TreeItem itemId="inv-2025-014" label="INV-2025-014" />
              <TreeItem itemId="inv-2025-015" label="INV-2025-015" />
            </TreeItem>
          </TreeItem>
          <TreeItem itemId="hr" label="Human resources">
            <TreeItem itemId="handbook" label="Employee handbook" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
