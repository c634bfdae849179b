import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Department {
  id: string;
  label: string;
  /** How many direct reports or sub-teams the server has for this item. */
  childrenCount: number;
}

// A fake server: the children of each item, returned after 400 ms.
const serverData: Record<string, Department[]> = {
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

function fetchChildren(parentId?: string): Promise<Department[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(serverData[parentId ?? ''] ?? []), 400);
  });
}

// The first level ships with the page; everything below is fetched on demand.
const departments: Department[] = [
  { id: 'engineering', label: 'Engineering', childrenCount: 2 },
  { id: 'sales', label: 'Sales', childrenCount: 2 },
  { id: 'legal', label: 'Legal', childrenCount: 0 },
];

const dataSource = {
  getChildrenCount: (item: Department) => item.childrenCount,
  getTreeItems: fetchChildren,
};

export default function LazyLoadingInitialState() {
  return (
    <Box sx={{ minHeight: 260, maxWidth: 340 }}>
      <RichTreeViewPro aria-label="Departments" items={departments} dataSource={dataSource} />
    </Box>
  );
}
