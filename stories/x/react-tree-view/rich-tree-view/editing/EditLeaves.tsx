import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const recipes: TreeViewBaseItem[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'pancakes', label: 'Buttermilk pancakes' },
      { id: 'shakshuka', label: 'Shakshuka' },
    ],
  },
  {
    id: 'dinner',
    label: 'Dinner',
    children: [
      {
        id: 'pasta',
        label: 'Pasta',
        children: [
          { id: 'carbonara', label: 'Carbonara' },
          { id: 'pesto', label: 'Trofie al pesto' },
        ],
      },
      { id: 'curry', label: 'Chickpea curry' },
    ],
  },
];

export default function EditLeaves() {
  return (
    <Box sx={{ minHeight: 260, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Recipes"
        items={recipes}
        defaultExpandedItems={['breakfast', 'dinner', 'pasta']}
        // Only recipes (items without children) can be renamed, not their categories.
        isItemEditable={(item) => !item.children?.length}
        // Give the text field that replaces the label an accessible name.
        slotProps={{ item: { slotProps: { labelInput: { 'aria-label': 'Recipe name' } } } }}
      />
    </Box>
  );
}
