import { version as dataGrid } from '@mui/x-data-grid/package.json';
import { version as datePickers } from '@mui/x-date-pickers/package.json';
import { version as charts } from '@mui/x-charts/package.json';
import { version as treeView } from '@mui/x-tree-view/package.json';
import { highestVersion, type MenuProduct } from '../../src/routing/versions';

/** Versions of the installed packages the docs describe (never typed by hand). */
export const installedVersions: Record<MenuProduct, string> = {
  x: highestVersion([dataGrid, datePickers, charts, treeView]),
  'x-data-grid': dataGrid,
  'x-date-pickers': datePickers,
  'x-charts': charts,
  'x-tree-view': treeView,
};
