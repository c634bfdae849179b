import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { DataSourceCache } from '@mui/x-tree-view/utils';

interface Product {
  id: string;
  label: string;
  childrenCount: number;
}

const serverData: Record<string, Product[]> = {
  root: [
    { id: 'coffee', label: 'Coffee', childrenCount: 2 },
    { id: 'tea', label: 'Tea', childrenCount: 2 },
  ],
  coffee: [
    { id: 'espresso', label: 'Espresso blend, 1 kg', childrenCount: 0 },
    { id: 'filter', label: 'Ethiopia filter, 250 g', childrenCount: 0 },
  ],
  tea: [
    { id: 'sencha', label: 'Sencha, 100 g', childrenCount: 0 },
    { id: 'rooibos', label: 'Rooibos, 100 g', childrenCount: 0 },
  ],
};

type CacheValue = ReturnType<DataSourceCache['get']>;

/**
 * A cache backed by a Map that reports its keys (parent ids, 'root' for the first level)
 * after each change. Any storage works: sessionStorage, a query client, your own store.
 */
function createCatalogCache(onChange: (keys: string[]) => void): DataSourceCache {
  const entries = new Map<string, CacheValue>();
  const notify = () => onChange(Array.from(entries.keys()));
  return {
    get: (key) => entries.get(key),
    set: (key, value) => {
      entries.set(key, value);
      notify();
    },
    clear: () => {
      entries.clear();
      notify();
    },
  };
}

export default function CustomCache() {
  // The tree is empty until the root items arrive: meanwhile it is marked busy for screen readers.
  const [rootLoading, setRootLoading] = React.useState(true);
  const [requestCount, setRequestCount] = React.useState(0);
  const [cachedKeys, setCachedKeys] = React.useState<string[]>([]);
  const [cache] = React.useState(() => createCatalogCache(setCachedKeys));

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: Product) => item.childrenCount,
      getTreeItems: (parentId?: string) => {
        setRequestCount((count) => count + 1);
        return new Promise<Product[]>((resolve) => {
          setTimeout(() => {
            resolve(serverData[parentId ?? 'root'] ?? []);
            setRootLoading(false);
          }, 300);
        });
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ maxWidth: 340 }}>
      <Box>
        <Button variant="outlined" size="small" onClick={() => cache.clear()}>
          Clear cache
        </Button>
      </Box>
      <Box sx={{ minHeight: 200 }}>
        <RichTreeViewPro
          aria-busy={rootLoading}
          aria-label="Product catalog"
          items={[]}
          dataSource={dataSource}
          dataSourceCache={cache}
        />
      </Box>
      <Typography variant="body2" component="p">
        {`Requests sent: ${requestCount}. Cached: ${cachedKeys.join(', ') || 'nothing'}.`}
      </Typography>
    </Stack>
  );
}
