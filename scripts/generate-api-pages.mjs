#!/usr/bin/env node
// Generates the API reference pages (stories/x/api/**: one MDX page and its JSON per component)
// from the installed MUI X packages' type definitions. The list lives in src/apiDocs/components.ts.
// The generator is TypeScript; Vite's module runner loads it, as Node 20 cannot run .ts itself.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

try {
  const { module } = await runnerImport(path.join(rootDir, 'src/apiDocs/generateApiPages.ts'), {
    configFile: false,
    root: rootDir,
    logLevel: 'warn',
  });
  const { files, changed, removed } = module.generateApiPages(rootDir);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `API pages: ${files.length / 2} components, ${changed.length} file(s) written, ${removed.length} removed in ${seconds} s → ${module.GENERATED_ROOT}/`,
  );
} catch (error) {
  console.error(`\n${error.name ?? 'Error'}: ${error.message}\n`);
  process.exit(1);
}
