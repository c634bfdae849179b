export * from './globals';
export { applyDocumentPreferences } from './document';
export { useMediaQueryMatch, usePrefersDark, useReducedMotion, PREFERS_DARK, PREFERS_REDUCED_MOTION } from './media';
