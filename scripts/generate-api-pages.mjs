#!/usr/bin/env node
// Generates the API reference (stories/x/api/**: one MDX page and its JSON per component,
// interface and hook, plus an index per product) from the installed MUI X packages' type
// definitions, and the catalogue src/apiDocs/apiCatalog.json. Components are discovered from the
// packages' exports; the reviewed additions live in src/apiDocs/apiEntries.ts.
// The generator is TypeScript; Vite's module runner loads it, as Node 20 cannot run .ts itself.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

try {
  const { module } = await runnerImport(path.join(rootDir, 'src/apiDocs/generateApiPages.ts'), { configFile: false, root: rootDir, logLevel: 'warn' });
  const result = module.generateApiPages(rootDir, { writeCatalog: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const perPackage = Object.entries(result.componentsPerPackage).map(([name, count]) => `${name.replace('@mui/x-', '')} ${count}`).join(', ');
  const kinds = ['component', 'interface', 'hook'].map((kind) => `${result.catalog.entries.filter((entry) => entry.kind === kind).length} ${kind}s`).join(', ');
  console.log(`API reference: ${kinds} (components found per package: ${perPackage}); ${result.pages} pages, ${result.tabs.length} Components API tab(s), ${result.changed.length} file(s) written, ${result.removed.length} removed in ${seconds} s → ${module.GENERATED_ROOT}/`);
} catch (error) {
  console.error(`\n${error.name ?? 'Error'}: ${error.message}\n`);
  process.exit(1);
}
