/** Products that have a version menu: the generic MUI X entry and the four components. */
export type MenuProduct = 'x' | 'x-data-grid' | 'x-date-pickers' | 'x-charts' | 'x-tree-view';

/** The newest major release: its docs live on the main host; older majors on `v<major>.mui.com`. */
export const LATEST_MAJOR = 9;
export const MAIN_HOST = 'https://mui.com';

interface VersionMenuDefinition {
  name: string;
  /** Root of the product's docs, without trailing slash. */
  subpath: string;
  /** Majors listed, newest first; the installed major is the current entry. */
  majors: readonly number[];
  /** Majors whose docs predate the current URL scheme, with their own addresses. */
  legacy: readonly { text: string; href: string }[];
}

export const versionMenus: Record<MenuProduct, VersionMenuDefinition> = {
  x: {
    name: 'MUI X',
    subpath: '/x/introduction',
    majors: [9, 8, 7, 6, 5],
    legacy: [{ text: 'v4', href: 'https://v4.mui.com/components/data-grid/' }],
  },
  'x-data-grid': {
    name: 'Data Grid',
    subpath: '/x/react-data-grid',
    majors: [9, 8, 7, 6, 5],
    legacy: [{ text: 'v4', href: 'https://v4.mui.com/components/data-grid/' }],
  },
  'x-date-pickers': {
    name: 'Date and Time Pickers',
    subpath: '/x/react-date-pickers',
    majors: [9, 8, 7, 6],
    legacy: [{ text: 'v5', href: 'https://v5.mui.com/x/react-date-pickers/getting-started/' }],
  },
  'x-charts': { name: 'Charts', subpath: '/x/react-charts', majors: [9, 8, 7, 6], legacy: [] },
  'x-tree-view': {
    name: 'Tree View',
    subpath: '/x/react-tree-view',
    majors: [9, 8, 7],
    legacy: [{ text: 'v6', href: 'https://v6.mui.com/x/react-tree-view/getting-started' }],
  },
};

export interface VersionMenuItem {
  text: string;
  href: string;
  current: boolean;
}

export interface VersionMenu {
  product: MenuProduct;
  name: string;
  current: VersionMenuItem;
  items: VersionMenuItem[];
}

/** The menu a page shows: its product's, or the generic MUI X one (introduction, migration, …). */
export function menuProductFor(productId: string | null): MenuProduct {
  return productId && productId in versionMenus && productId !== 'x' ? (productId as MenuProduct) : 'x';
}

const majorOf = (version: string) => Number.parseInt(version, 10);

/**
 * Version menu of a product. The current entry shows the installed version and links to the page
 * the reader is on; other majors link to the product's docs on their own hosts.
 */
export function buildVersionMenu(
  product: MenuProduct,
  installedVersion: string,
  currentPath: string,
  languagePrefix = '',
): VersionMenu {
  const definition = versionMenus[product];
  const installedMajor = majorOf(installedVersion);
  if (!Number.isFinite(installedMajor)) throw new Error(`Invalid installed version "${installedVersion}" for ${product}.`);
  const items: VersionMenuItem[] = definition.majors.map((major) => {
    if (major === installedMajor) return { text: `v${installedVersion}`, href: currentPath, current: true };
    const host = major === LATEST_MAJOR ? MAIN_HOST : `https://v${major}.mui.com`;
    return { text: `v${major}`, href: `${host}${languagePrefix}${definition.subpath}/`, current: false };
  });
  items.push(...definition.legacy.map((entry) => ({ ...entry, current: false })));
  const current = items.find((item) => item.current);
  if (!current) throw new Error(`The ${product} version menu does not list major ${installedMajor}.`);
  return { product, name: definition.name, current, items };
}

/** The highest of several semver versions (the generic MUI X entry shows the newest release). */
export function highestVersion(versions: readonly string[]): string {
  const parse = (version: string) => version.split(/[.-]/).slice(0, 3).map((part) => Number.parseInt(part, 10) || 0);
  return [...versions].sort((a, b) => {
    const [pa, pb] = [parse(a), parse(b)];
    return pb[0] - pa[0] || pb[1] - pa[1] || pb[2] - pa[2];
  })[0];
}
