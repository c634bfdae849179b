import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Invoice = TreeViewBaseItem<{ id: string; label: string; amount?: string }>;

const invoices: Invoice[] = [
  {
    id: 'acme',
    label: 'Acme Corp',
    children: [
      { id: 'inv-2041', label: 'INV-2041', amount: '€1,250.00' },
      { id: 'inv-2057', label: 'INV-2057', amount: '€480.00' },
    ],
  },
  {
    id: 'globex',
    label: 'Globex',
    children: [{ id: 'inv-2049', label: 'INV-2049', amount: '€3,900.00' }],
  },
];

interface LabelWithAmountProps {
  children: React.ReactNode;
  className?: string;
  amount?: string;
}

// The label text at the start of the row, the amount at the end.
function LabelWithAmount({ children, className, amount }: LabelWithAmountProps) {
  return (
    <TreeItemLabel
      className={className}
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
    >
      <span>{children}</span>
      {amount ? (
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {amount}
        </Typography>
      ) : null}
    </TreeItemLabel>
  );
}

const InvoiceItem = React.forwardRef(function InvoiceItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  // The item object from `items`, with every field, not only the label.
  const item = useTreeItemModel<Invoice>(props.itemId);

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: LabelWithAmount }}
      slotProps={{ label: { amount: item?.amount } as LabelWithAmountProps }}
    />
  );
});

export default function LabelSlot() {
  return (
    <Box sx={{ minHeight: 200, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Unpaid invoices"
        items={invoices}
        defaultExpandedItems={['acme', 'globex']}
        slots={{ item: InvoiceItem }}
      />
    </Box>
  );
}
