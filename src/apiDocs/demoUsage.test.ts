import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectDemoUsage, importedMuiXNames } from './demoUsage';

describe('importedMuiXNames', () => {
  it('reads named, aliased, type-only and subpath imports from MUI X packages only', () => {
    const source = [
      "import * as React from 'react';",
      "import { DataGridPro, type GridColDef, GridRowsProp as Rows } from '@mui/x-data-grid-pro';",
      "import type { LineSeries } from '@mui/x-charts/models';",
      "import Box from '@mui/material/Box';",
      "import {\n  DatePicker,\n} from '@mui/x-date-pickers/DatePicker';",
    ].join('\n');
    expect(importedMuiXNames(source).sort()).toEqual([
      'charts/LineSeries',
      'data-grid/DataGridPro',
      'data-grid/GridColDef',
      'data-grid/GridRowsProp',
      'date-pickers/DatePicker',
    ]);
  });
});

describe('collectDemoUsage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-usage-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };

  it('lists each page whose demos import a name once, and skips story files and API pages', () => {
    write('stories/x/react-data-grid/sorting/A.tsx', "import { DataGrid } from '@mui/x-data-grid';");
    write('stories/x/react-data-grid/sorting/B.tsx', "import { DataGrid, GridColDef } from '@mui/x-data-grid';");
    write('stories/x/react-data-grid/C.tsx', "import { DataGrid, Toolbar } from '@mui/x-data-grid';");
    write('stories/x/react-data-grid/sorting/sorting.stories.tsx', "import { DataGridPro } from '@mui/x-data-grid-pro';");
    write('stories/x/api/data-grid/data-grid/Table.tsx', "import { GridApi } from '@mui/x-data-grid';");
    const titles: Record<string, string> = { '/x/react-data-grid/': 'Data Grid', '/x/react-data-grid/sorting/': 'Sorting' };
    const usage = collectDemoUsage(root, (route) => titles[route] ?? null);
    expect(usage.get('data-grid/DataGrid')).toEqual([
      { route: '/x/react-data-grid/', title: 'Data Grid' },
      { route: '/x/react-data-grid/sorting/', title: 'Sorting' },
    ]);
    // Charts export a Toolbar of their own: a grid demo is not one of its demos.
    expect(usage.get('data-grid/Toolbar')).toEqual([{ route: '/x/react-data-grid/', title: 'Data Grid' }]);
    expect(usage.has('charts/Toolbar')).toBe(false);
    expect(usage.get('data-grid/GridColDef')).toEqual([{ route: '/x/react-data-grid/sorting/', title: 'Sorting' }]);
    expect(usage.has('data-grid/DataGridPro')).toBe(false);
    expect(usage.has('data-grid/GridApi')).toBe(false);
  });
});
