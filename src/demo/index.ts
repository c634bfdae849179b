export { DemoThemeProvider } from './DemoThemeProvider';
export { applyLicenseKey } from './license';
export { demoStory } from './story';
