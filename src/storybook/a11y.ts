/**
 * The MUI X "Missing license key" watermark: drawn by Pro/Premium components only when no licence
 * key is set (Storybook dev, tests, CI). It is faint on purpose and not part of our content, so
 * accessibility checks skip exactly this element. It has no class; its inline style identifies it.
 */
export const UNLICENSED_WATERMARK_SELECTOR = 'div[style*="pointer-events: none"][style*="z-index: 100000"]';

/** addon-a11y parameters: fail the story test on violations, skip only the watermark. */
export const a11yParameters = {
  test: 'error',
  context: { include: ['#storybook-root', '#storybook-docs'], exclude: [UNLICENSED_WATERMARK_SELECTOR] },
} as const;
