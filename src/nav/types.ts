/** Plan label of a page. Labels only: nothing on the site is gated by them. */
export type Plan = 'community' | 'pro' | 'premium';

/** One entry of the navigation tree (fields of the product spec). */
export interface NavPage {
  /**
   * Route of the page (`/x/react-data-grid/sorting/`), of a group (`/x/react-data-grid-group`), or
   * of a section of a page (`/x/react-charts/#planned-charts`: a link, not a page).
   */
  pathname: string;
  /** Display title; derived from the pathname when absent. */
  title?: string;
  /** Renders as a non-collapsible section header above its children. */
  subheader?: boolean;
  children?: NavPage[];
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  /** Shown as "Preview". */
  unstable?: boolean;
  /**
   * A file the build writes (`/x/llms.txt`), not a page: a plain link, outside the reading order,
   * the sitemap and Storybook's sidebar.
   */
  file?: boolean;
}

/** A leaf of the tree that is a real page, with its position in reading order. */
export interface OrderedPage {
  pathname: string;
  title: string;
  plan: Plan;
  newFeature: boolean;
  planned: boolean;
  unstable: boolean;
  /** Titles of the groups above the page, outermost first. */
  breadcrumbs: string[];
}
