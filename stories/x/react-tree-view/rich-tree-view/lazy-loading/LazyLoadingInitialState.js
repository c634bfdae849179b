import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

// A fake server: the children of each item, returned after 400 ms.
const serverData = {
  engineering: [
    { id: 'platform', label: 'Platform', childrenCount: 2 },
    { id: 'mobile', label: 'Mobile', childrenCount: 0 },
  ],
  platform: [
    { id: 'infra', label: 'Infrastructure', childrenCount: 0 },
    { id: 'data', label: 'Data engineering', childrenCount: 0 },
  ],
  sales: [
    { id: 'emea-sales', label: 'Sales EMEA', childrenCount: 0 },
    { id: 'us-sales', label: 'Sales Americas', childrenCount: 0 },
  ],
};

function fetchChildren(parentId) {
  return new Promise((resolve) => {
    setTimeout(() => resolve(serverData[parentId ?? ''] ?? []), 400);
  });
}

// The first level ships with the page; everything below is fetched on demand.
const departments = [
  { id: 'engineering', label: 'Engineering', childrenCount: 2 },
  { id: 'sales', label: 'Sales', childrenCount: 2 },
  { id: 'legal', label: 'Legal', childrenCount: 0 },
];

const dataSource = {
  getChildrenCount: (item) => item.childrenCount,
  getTreeItems: fetchChildren,
};

export default function LazyLoadingInitialState() {
  return (
    <Box sx={{ minHeight: 260, maxWidth: 340 }}>
      <RichTreeViewPro aria-label="Departments" items={departments} dataSource={dataSource} />
    </Box>
  );
}
