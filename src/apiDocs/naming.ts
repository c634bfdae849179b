import type { ApiPlan, ApiProduct } from './types';

/** The packages read, per product, lowest plan first (a component's page comes from the first that exports it). */
export const productPackages: Record<ApiProduct, readonly string[]> = {
  'data-grid': ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'],
  'date-pickers': ['@mui/x-date-pickers', '@mui/x-date-pickers-pro'],
  charts: ['@mui/x-charts', '@mui/x-charts-pro'],
  'tree-view': ['@mui/x-tree-view', '@mui/x-tree-view-pro'],
};

export const apiProductOrder = Object.keys(productPackages) as ApiProduct[];

const planRank: Record<ApiPlan, number> = { community: 0, pro: 1, premium: 2 };

export function comparePlans(a: ApiPlan, b: ApiPlan): number {
  return planRank[a] - planRank[b];
}

/** `@mui/x-data-grid-premium` → `premium`; a package without a plan suffix is community. */
export function planOfPackage(packageName: string): ApiPlan {
  if (packageName.endsWith('-premium')) return 'premium';
  if (packageName.endsWith('-pro')) return 'pro';
  return 'community';
}

/** Name without the `Unstable_` marker some packages put on components still in preview. */
export function stableName(name: string): string {
  return name.replace(/^Unstable_/, '');
}

/**
 * Route segment of an exported name, as the public reference writes it:
 * `DataGridPremium` → `data-grid-premium`, `useXScale` → `use-x-scale`, `PickerDay2` → `picker-day-2`.
 */
export function apiSlug(name: string): string {
  return stableName(name)
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/([A-Za-z])(\d)/g, '$1-$2')
    .toLowerCase();
}

/**
 * The edition family of a component: `DataGridPremium` and `DataGridPro` belong to `DataGrid`,
 * `RichTreeViewPro` to `RichTreeView`. Props a higher edition adds are labelled with its plan.
 */
export function familyBaseName(name: string): string {
  return stableName(name).replace(/(Pro|Premium)$/, '');
}
