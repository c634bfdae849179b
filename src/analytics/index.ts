export * from './config';
export * from './consent';
export * from './privacy';
export * from './gtag';
export * from './pageView';
export * from './clickEvents';
export * from './webVitals';
export { ConsentPrompt, defaultConsentMessages, type ConsentMessages, type ConsentPromptProps } from './ConsentPrompt';
