export { globalTypes, initialGlobals } from './globalTypes';
export { chromaticModes } from './modes';
export { withDemoTheme, withDocumentPreferences } from './decorators';
