import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const orgChart = [
  {
    id: 'ceo',
    label: 'Elena Petrova, Chief Executive Officer',
    children: [
      {
        id: 'cto',
        label: 'Marcus Chen, Chief Technology Officer',
        children: [
          {
            id: 'platform',
            label: 'Platform team',
            children: [
              { id: 'amara', label: 'Amara Okafor, Staff Engineer' },
              { id: 'jonas', label: 'Jonas Becker, Site Reliability Engineer' },
            ],
          },
          {
            id: 'product-eng',
            label: 'Product engineering',
            children: [
              { id: 'hana', label: 'Hana Sato, Frontend Lead' },
              { id: 'diego', label: 'Diego Alvarez, Backend Engineer' },
            ],
          },
        ],
      },
      {
        id: 'cfo',
        label: 'Priya Raman, Chief Financial Officer',
        children: [
          { id: 'lucas', label: 'Lucas Moreau, Controller' },
          { id: 'sofia', label: 'Sofia Lindqvist, Financial Analyst' },
        ],
      },
      {
        id: 'coo',
        label: 'Kwame Mensah, Chief Operating Officer',
        children: [{ id: 'chloe', label: 'Chloé Laurent, Customer Support Manager' }],
      },
    ],
  },
];

// Every item that has children can be expanded.
function getParentIds(items) {
  return items.flatMap((item) =>
    item.children && item.children.length > 0 ? [item.id, ...getParentIds(item.children)] : [],
  );
}

const allParentIds = getParentIds(orgChart);

export default function ExpansionControl() {
  const [expandedItems, setExpandedItems] = React.useState(['ceo']);

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" size="small" onClick={() => setExpandedItems(allParentIds)}>
          Expand all
        </Button>
        <Button variant="outlined" size="small" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ minHeight: 432 }}>
        <RichTreeView
          aria-label="Organization chart"
          items={orgChart}
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {`Expanded: ${expandedItems.length} of ${allParentIds.length} groups`}
      </Typography>
    </Box>
  );
}
