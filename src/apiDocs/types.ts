/**
 * Shape of the generated `<slug>.api.json` files: what the extractor writes and the API tables
 * render. Plain data, safe to import in the browser.
 */

export interface ApiProp {
  name: string;
  /** Type as declared, whitespace folded; long types are shortened (see `typeText.ts`). */
  type: string;
  required: boolean;
  /** Text of the `@default` JSDoc tag, when there is one. */
  default: string | null;
  /** JSDoc text as plain text (Markdown links reduced to their label; `code` spans kept). */
  description: string;
  /** `@deprecated` tag: `deprecated` is true, with the tag's text (possibly empty) as the reason. */
  deprecated: boolean;
  deprecationReason: string | null;
}

export interface ApiSlot {
  name: string;
  /** Text of the slot's `@default` tag: the component used when the slot is not replaced. */
  default: string | null;
  description: string;
  deprecated: boolean;
}

export interface ComponentApi {
  name: string;
  packageName: string;
  /** Version of the installed package the data was read from. */
  packageVersion: string;
  /** Module specifiers that export the component, most specific first (`@mui/x-tree-view/RichTreeView`). */
  importPaths: string[];
  /** Element type the `ref` is forwarded to (`HTMLUListElement`), when the component takes one. */
  refElement: string | null;
  /** Whether native props of the root element (React's DOM attributes) are accepted and not listed. */
  acceptsNativeProps: boolean;
  props: ApiProp[];
  slots: ApiSlot[];
}
