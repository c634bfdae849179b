/**
 * Shape of the generated API data: the catalogue (`apiCatalog.json`, every documented entry) and
 * one `<slug>.api.json` per page, which the shell prerenders and Storybook's MDX page renders with
 * the same component. Plain data, safe to import in the browser.
 */

/** Products with API reference pages: the route segment after `/x/api/`. */
export type ApiProduct = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';

/** Plan of a package (its name says it: `-pro`, `-premium`). Labels only. */
export type ApiPlan = 'community' | 'pro' | 'premium';

export type ApiEntryKind = 'component' | 'interface' | 'hook';

/** One package that exports an entry (an entry re-exported by Pro is still one page). */
export interface ApiEdition {
  plan: ApiPlan;
  packageName: string;
}

/** A documented entry, as the nav, the index pages, the links between pages and search know it. */
export interface ApiCatalogEntry {
  kind: ApiEntryKind;
  /** Exported name as readers import it: `DataGridPremium`, `GridColDef`, `useSeries`, `Unstable_FunnelChart`. */
  name: string;
  /** Last route segment: `data-grid-premium`. */
  slug: string;
  product: ApiProduct;
  /** The lowest plan whose package exports it. */
  plan: ApiPlan;
  /** Packages exporting it, lowest plan first. The first one is read for the page. */
  editions: ApiEdition[];
  /** Name of the type read for an interface, when it differs from `name` (GridApi is read from GridApiPremium). */
  sourceName?: string;
}

export interface ApiCatalog {
  /** Installed version per package the entries were read from. */
  packages: Record<string, string>;
  entries: ApiCatalogEntry[];
}

/** A prop, an interface property or method, or a hook parameter. */
export interface ApiMember {
  name: string;
  /** Type as declared, whitespace folded; shortened when long (see `typeText.ts`). */
  type: string;
  /** The whole type when `type` is a shortened form; `null` otherwise. */
  fullType: string | null;
  required: boolean;
  /** Text of the `@default` JSDoc tag, when there is one. */
  default: string | null;
  /** JSDoc text rendered from Markdown to sanitised HTML at build time. */
  descriptionHtml: string;
  deprecated: boolean;
  /** `@deprecated` text as sanitised HTML (possibly empty). */
  deprecationHtml: string | null;
  /** The plan that adds the member (a Premium-only prop of DataGridPremium says `premium`). */
  plan: ApiPlan;
  /** A method (interfaces only): the type is its signature. */
  method?: boolean;
}

/** Props a component accepts because its props extend another component's props. */
export interface ApiInheritance {
  /** Component the props come from: `ButtonBase`, `DesktopDatePicker`. */
  component: string;
  /** Where its API is documented: an internal route, or a Material UI page on mui.com. */
  href: string;
  /** The inherited props' names, sorted. */
  props: string[];
}

export interface ApiSlot {
  name: string;
  /** Text of the slot's `@default` tag: the component used when the slot is not replaced. */
  default: string | null;
  descriptionHtml: string;
  deprecated: boolean;
}

export interface ApiCssClass {
  /** Key in the `classes` prop and in the `*Classes` object: `columnHeader`. */
  key: string;
  /** Global class name on the element: `MuiDataGrid-columnHeader`, `Mui-selected`. */
  className: string;
  descriptionHtml: string;
  deprecated: boolean;
}

export interface ApiDemoLink {
  route: string;
  title: string;
}

/** Everything one API page shows. */
export interface ApiPageData {
  kind: ApiEntryKind;
  name: string;
  slug: string;
  product: ApiProduct;
  route: string;
  plan: ApiPlan;
  editions: ApiEdition[];
  /** Version of the package the data was read from. */
  packageVersion: string;
  /** Module specifiers that export the entry, most specific first. */
  importPaths: string[];
  /** The entry's own JSDoc, as sanitised HTML. */
  descriptionHtml: string;
  deprecated: boolean;
  /** Props (components), properties (interfaces), parameters (hooks). */
  members: ApiMember[];
  /** Interfaces: methods, with their signatures as types. */
  methods: ApiMember[];
  /** Hooks: what the hook returns. */
  returns: { type: string; fullType: string | null; descriptionHtml: string } | null;
  inheritance: ApiInheritance[];
  slots: ApiSlot[];
  /** Components: the `*Classes` export the class names come from. */
  classesExport: string | null;
  classes: ApiCssClass[];
  /** Components: element type the `ref` is forwarded to (`HTMLDivElement`). */
  refElement: string | null;
  /** Components: native props of the root element (React's DOM attributes) are accepted and not listed. */
  acceptsNativeProps: boolean;
  /** Docs pages whose demos import the entry, computed from the demos' imports. */
  demos: ApiDemoLink[];
  /** Identifiers in the types that have their own API page → route (type links). */
  typeLinks: Record<string, string>;
}
