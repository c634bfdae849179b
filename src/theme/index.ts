export { createDocsTheme, type DocsThemeOptions } from './createDocsTheme';
export { createDemoTheme, highDensity, type DemoThemeOptions } from './createDemoTheme';
export { getEmotionCache } from './emotionCache';
export * as brand from './brand';
