export { createDocsTheme, createDocsCssVarsTheme, docsPalette, type DocsThemeOptions } from './createDocsTheme';
export { createDemoTheme, highDensity, type DemoThemeOptions } from './createDemoTheme';
export { getEmotionCache, createScopedEmotionCache } from './emotionCache';
export * as brand from './brand';
