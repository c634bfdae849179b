/**
 * The MUI X "Missing license key" watermark: drawn by Pro/Premium components only when no licence
 * key is set (Storybook dev, tests, CI). It is faint on purpose and not part of our content, so
 * accessibility checks skip exactly this element. It has no class; its inline style identifies it.
 */
export const UNLICENSED_WATERMARK_SELECTOR = 'div[style*="pointer-events: none"][style*="z-index: 100000"]';

/**
 * Data Grid header cells the library renders without text, which no demo can label: the filler
 * cells of the column-group row above ungrouped columns, and the header of the row-reordering and
 * detail-panel toggle columns (the latter also puts `aria-label` on a plain div). Skipped exactly;
 * a demo's own column without a header name still fails.
 */
export const DATA_GRID_UNLABELLED_HEADER_SELECTORS = [
  '.MuiDataGrid-columnHeader--emptyGroup',
  '.MuiDataGrid-columnHeader[data-field="__reorder__"]',
  '.MuiDataGrid-columnHeader[data-field="__detail_panel_toggle__"]',
] as const;

/** Everything accessibility checks skip, in stories (addon-a11y) and on pages (the end-to-end walk). */
export const A11Y_EXCLUDED_SELECTORS = [UNLICENSED_WATERMARK_SELECTOR, ...DATA_GRID_UNLABELLED_HEADER_SELECTORS];

/** addon-a11y parameters: fail the story test on violations, skip only the watermark and library-owned header cells. */
export const a11yParameters = {
  test: 'error',
  context: {
    include: ['#storybook-root', '#storybook-docs'],
    exclude: A11Y_EXCLUDED_SELECTORS,
  },
} as const;
