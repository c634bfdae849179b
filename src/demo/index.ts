export { DemoThemeProvider } from './DemoThemeProvider';
export { applyLicenseKey } from './license';
export { demoStory } from './story';
export { DemoBlock } from './DemoBlock';
export { requestOpenDemo } from './openDemoRequests';
export type { DemoSource } from './source/types';
