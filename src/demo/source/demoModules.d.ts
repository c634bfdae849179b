/** `import source from './Demo.tsx?demo'`: made by the demo source Vite plugin. */
declare module '*.tsx?demo' {
  const source: import('./types').DemoSource;
  export default source;
}
