export { globalTypes, initialGlobals } from './globalTypes';
export { chromaticModes } from './modes';
export { a11yParameters, UNLICENSED_WATERMARK_SELECTOR } from './a11y';
export { withDemoTheme, withDocumentPreferences } from './decorators';
