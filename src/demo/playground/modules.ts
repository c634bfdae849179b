import { dateLibraryLoaders } from './dateLibraryLoaders.js';

/*
 * The packages a playground may import: an allow-list of loaders, each a dynamic import the
 * bundler turns into a chunk of the site, so nothing is fetched from elsewhere and a package is
 * downloaded only when code imports it.
 */
export type ModuleNamespace = Record<string, unknown>;
type Loader = () => Promise<ModuleNamespace>;

const asNamespace = (module: unknown) => module as ModuleNamespace;
const typesOnly: Loader = async () => ({});

/** Specifiers with a module of their own. */
const LOADERS: Record<string, Loader> = {
  ...(dateLibraryLoaders as Record<string, Loader>),
  react: () => import('react').then(asNamespace),
  'react/jsx-runtime': () => import('react/jsx-runtime').then(asNamespace),
  'react-dom': () => import('react-dom').then(asNamespace),
  'react-dom/client': () => import('react-dom/client').then(asNamespace),
  '@emotion/react': () => import('@emotion/react').then(asNamespace),
  '@emotion/styled': () => import('@emotion/styled').then(asNamespace),
  '@emotion/cache': () => import('@emotion/cache').then(asNamespace),
  stylis: () => import('stylis').then(asNamespace),
  'stylis-plugin-rtl': () => import('stylis-plugin-rtl').then(asNamespace),
  '@mui/material': () => import('@mui/material').then(asNamespace),
  '@mui/material/styles': () => import('@mui/material/styles').then(asNamespace),
  '@mui/material/colors': () => import('@mui/material/colors').then(asNamespace),
  '@mui/material/locale': () => import('@mui/material/locale').then(asNamespace),
  '@mui/material/utils': () => import('@mui/material/utils').then(asNamespace),
  '@mui/material/useMediaQuery': () => import('@mui/material/useMediaQuery').then(asNamespace),
  '@mui/system': () => import('@mui/system').then(asNamespace),
  '@mui/utils': () => import('@mui/utils').then(asNamespace),
  '@mui/utils/useForkRef': () => import('@mui/utils/useForkRef').then(asNamespace),
  '@mui/icons-material': () => import('@mui/icons-material').then(asNamespace),
  '@mui/x-license': () => import('@mui/x-license').then(asNamespace),
  '@mui/x-data-grid': () => import('@mui/x-data-grid').then(asNamespace),
  '@mui/x-data-grid/locales': () => import('@mui/x-data-grid/locales').then(asNamespace),
  '@mui/x-data-grid-pro': () => import('@mui/x-data-grid-pro').then(asNamespace),
  '@mui/x-data-grid-premium': () => import('@mui/x-data-grid-premium').then(asNamespace),
  '@mui/x-date-pickers': () => import('@mui/x-date-pickers').then(asNamespace),
  '@mui/x-date-pickers/locales': () => import('@mui/x-date-pickers/locales').then(asNamespace),
  '@mui/x-date-pickers/hooks': () => import('@mui/x-date-pickers/hooks').then(asNamespace),
  '@mui/x-date-pickers/models': () => import('@mui/x-date-pickers/models').then(asNamespace),
  '@mui/x-date-pickers/validation': () => import('@mui/x-date-pickers/validation').then(asNamespace),
  '@mui/x-date-pickers/timeViewRenderers': () => import('@mui/x-date-pickers/timeViewRenderers').then(asNamespace),
  '@mui/x-date-pickers/AdapterDayjs': () => import('@mui/x-date-pickers/AdapterDayjs').then(asNamespace),
  '@mui/x-date-pickers-pro': () => import('@mui/x-date-pickers-pro').then(asNamespace),
  '@mui/x-date-pickers-pro/models': () => import('@mui/x-date-pickers-pro/models').then(asNamespace),
  '@mui/x-date-pickers-pro/AdapterDayjs': () => import('@mui/x-date-pickers-pro/AdapterDayjs').then(asNamespace),
  '@mui/x-charts': () => import('@mui/x-charts').then(asNamespace),
  '@mui/x-charts/hooks': () => import('@mui/x-charts/hooks').then(asNamespace),
  '@mui/x-charts/models': () => import('@mui/x-charts/models').then(asNamespace),
  '@mui/x-charts/context': () => import('@mui/x-charts/context').then(asNamespace),
  '@mui/x-charts/colorPalettes': () => import('@mui/x-charts/colorPalettes').then(asNamespace),
  '@mui/x-charts/locales': () => import('@mui/x-charts/locales').then(asNamespace),
  '@mui/x-charts-pro': () => import('@mui/x-charts-pro').then(asNamespace),
  '@mui/x-charts-pro/hooks': () => import('@mui/x-charts-pro/hooks').then(asNamespace),
  '@mui/x-charts-pro/models': () => import('@mui/x-charts-pro/models').then(asNamespace),
  '@mui/x-tree-view': () => import('@mui/x-tree-view').then(asNamespace),
  '@mui/x-tree-view/hooks': () => import('@mui/x-tree-view/hooks').then(asNamespace),
  '@mui/x-tree-view/models': () => import('@mui/x-tree-view/models').then(asNamespace),
  '@mui/x-tree-view/utils': () => import('@mui/x-tree-view/utils').then(asNamespace),
  '@mui/x-tree-view/useTreeItem': () => import('@mui/x-tree-view/useTreeItem').then(asNamespace),
  '@mui/x-tree-view-pro': () => import('@mui/x-tree-view-pro').then(asNamespace),
  // Type-only modules (theme augmentation): nothing to run.
  '@mui/x-data-grid/themeAugmentation': typesOnly,
  '@mui/x-data-grid-pro/themeAugmentation': typesOnly,
  '@mui/x-data-grid-premium/themeAugmentation': typesOnly,
  '@mui/x-date-pickers/themeAugmentation': typesOnly,
  '@mui/x-charts/themeAugmentation': typesOnly,
  dayjs: () => import('dayjs').then(asNamespace),
  'dayjs/plugin/utc': () => import('dayjs/plugin/utc').then(asNamespace),
  'dayjs/plugin/timezone': () => import('dayjs/plugin/timezone').then(asNamespace),
  'dayjs/plugin/customParseFormat': () => import('dayjs/plugin/customParseFormat').then(asNamespace),
  'dayjs/plugin/advancedFormat': () => import('dayjs/plugin/advancedFormat').then(asNamespace),
  'dayjs/plugin/isBetween': () => import('dayjs/plugin/isBetween').then(asNamespace),
  'dayjs/plugin/localizedFormat': () => import('dayjs/plugin/localizedFormat').then(asNamespace),
  'dayjs/plugin/relativeTime': () => import('dayjs/plugin/relativeTime').then(asNamespace),
  'dayjs/plugin/weekOfYear': () => import('dayjs/plugin/weekOfYear').then(asNamespace),
  'dayjs/locale/de': () => import('dayjs/locale/de').then(asNamespace),
  'dayjs/locale/en-gb': () => import('dayjs/locale/en-gb').then(asNamespace),
  'dayjs/locale/es': () => import('dayjs/locale/es').then(asNamespace),
  'dayjs/locale/fr': () => import('dayjs/locale/fr').then(asNamespace),
  'dayjs/locale/ja': () => import('dayjs/locale/ja').then(asNamespace),
  luxon: () => import('luxon').then(asNamespace),
  moment: () => import('moment').then(asNamespace),
  'material-icons/iconfont/filled.css': () => import('material-icons/iconfont/filled.css').then(asNamespace),
};

/** Packages whose `package/Name` modules are the package's own export `Name` (components, icons). */
const BARREL_PACKAGES = [
  '@mui/material',
  '@mui/icons-material',
  '@mui/x-data-grid',
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
  '@mui/x-date-pickers',
  '@mui/x-date-pickers-pro',
  '@mui/x-charts',
  '@mui/x-charts-pro',
  '@mui/x-tree-view',
  '@mui/x-tree-view-pro',
];

/** An import the playground cannot provide; the message is shown to the reader as it is. */
export class UnavailableModuleError extends Error {
  override name = 'UnavailableModuleError';
}

const supportedList = () =>
  [
    ...new Set(
      Object.keys(LOADERS).map((specifier) =>
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
    ),
  ]
    .sort()
    .join(', ');

/**
 * How to load `specifier`: its own loader, or for `package/Name` the package's index with its
 * export `Name` as the default. Null when the playground does not provide it.
 */
export function moduleLoader(specifier: string): (() => Promise<ModuleNamespace>) | null {
  const own = LOADERS[specifier];
  if (own) return own;
  const barrel = BARREL_PACKAGES.find((name) => specifier.startsWith(`${name}/`));
  const exportName = barrel ? specifier.slice(barrel.length + 1) : '';
  if (!barrel || !/^[A-Za-z]\w*$/.test(exportName)) return null;
  // The package's index re-exports each module's named exports (`Unstable_FunnelChart` from
  // `@mui/x-charts-pro/FunnelChart`); a module's default export is the index's export of its name.
  return async () => {
    const namespace = await LOADERS[barrel]!();
    return exportName in namespace ? { ...namespace, default: namespace[exportName] } : namespace;
  };
}

/** Loads a module for the reader's code, or explains why it cannot. */
export async function loadModule(specifier: string): Promise<ModuleNamespace> {
  const loader = moduleLoader(specifier);
  if (!loader)
    throw new UnavailableModuleError(
      `The playground cannot import "${specifier}". It provides ${supportedList()}, and files of the playground itself ("./Name").`,
    );
  try {
    return await loader();
  } catch (error) {
    if (error instanceof UnavailableModuleError) throw error;
    throw new UnavailableModuleError(
      `"${specifier}" could not be loaded (${error instanceof Error ? error.message : String(error)}). If you are offline, modules the playground has not used yet are not available.`,
    );
  }
}
