import { pathnameToLanguage } from './languages';

export interface ProductInfo {
  productCategoryId: string | null;
  productId: string | null;
}

interface ProductRule extends ProductInfo {
  /** Leading path segments the rule applies to. */
  segments: readonly string[];
}

/**
 * Products by path prefix, most specific first. API pages belong to their component's product
 * (Tree View included). A path matching no rule has no product.
 */
export const productRules: readonly ProductRule[] = [
  { segments: ['x', 'api', 'data-grid'], productCategoryId: 'x', productId: 'x-data-grid' },
  { segments: ['x', 'api', 'date-pickers'], productCategoryId: 'x', productId: 'x-date-pickers' },
  { segments: ['x', 'api', 'charts'], productCategoryId: 'x', productId: 'x-charts' },
  { segments: ['x', 'api', 'tree-view'], productCategoryId: 'x', productId: 'x-tree-view' },
  { segments: ['x', 'react-data-grid'], productCategoryId: 'x', productId: 'x-data-grid' },
  { segments: ['x', 'react-date-pickers'], productCategoryId: 'x', productId: 'x-date-pickers' },
  { segments: ['x', 'react-charts'], productCategoryId: 'x', productId: 'x-charts' },
  { segments: ['x', 'react-tree-view'], productCategoryId: 'x', productId: 'x-tree-view' },
  { segments: ['x'], productCategoryId: 'x', productId: null },
  { segments: ['material-ui'], productCategoryId: 'core', productId: 'material-ui' },
  { segments: ['joy-ui'], productCategoryId: 'core', productId: 'joy-ui' },
  { segments: ['base-ui'], productCategoryId: 'core', productId: 'base-ui' },
  { segments: ['system'], productCategoryId: 'core', productId: 'system' },
  { segments: ['toolpad', 'studio'], productCategoryId: 'toolpad', productId: 'toolpad-studio' },
  { segments: ['toolpad'], productCategoryId: 'toolpad', productId: 'toolpad-core' },
  { segments: ['experiments', 'docs'], productCategoryId: null, productId: 'docs-infra' },
  { segments: ['docs'], productCategoryId: null, productId: 'docs' },
  { segments: ['versions'], productCategoryId: null, productId: 'docs' },
  { segments: ['production-error'], productCategoryId: null, productId: 'docs' },
];

/**
 * The product a path belongs to. A language prefix, a query string and a hash never change the
 * answer; "no product" is `null`.
 */
export function getProductInfo(path: string): ProductInfo {
  const segments = pathnameToLanguage(path).canonicalPath.split('/').filter(Boolean);
  const rule = productRules.find((candidate) => candidate.segments.every((segment, index) => segments[index] === segment));
  return rule ? { productCategoryId: rule.productCategoryId, productId: rule.productId } : { productCategoryId: null, productId: null };
}

/** Site name in page titles ("<page title> - <name>"), by product, then by category. */
const displayNames: Record<string, string> = {
  x: 'MUI X',
  'material-ui': 'Material UI',
  'joy-ui': 'Joy UI',
  'base-ui': 'Base UI',
  system: 'MUI System',
  'toolpad-core': 'Toolpad',
  'toolpad-studio': 'Toolpad Studio',
  'docs-infra': 'MUI Docs Infra',
  docs: 'MUI',
};

export function productDisplayName({ productId, productCategoryId }: ProductInfo): string {
  return (productId && displayNames[productId]) ?? (productCategoryId && displayNames[productCategoryId]) ?? 'MUI';
}
