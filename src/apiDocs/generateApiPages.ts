import fs from 'node:fs';
import path from 'node:path';
import { apiComponents, apiPageDir, type ApiComponent } from './components';
import { createApiProgram, extractComponentApi } from './extractProps';
import { apiPageFiles, renderApiPageMdx } from './renderApiPage';

/** Everything under this folder is generated (and git-ignored). */
export const GENERATED_ROOT = 'stories/x/api';

export interface GenerateResult {
  /** Files written or already up to date, relative to the project root. */
  files: string[];
  /** Files whose content changed (only these are rewritten, so watchers stay quiet). */
  changed: string[];
  /** Stale generated files removed (a component left the list). */
  removed: string[];
}

function writeIfChanged(file: string, content: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return true;
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

function removeEmptyDirs(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyDirs(path.join(dir, entry.name));
  }
  if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
}

/**
 * Writes, for each component, `<slug>.api.json` (the extracted API) and `<slug>.mdx` (the page)
 * into its route folder under `stories/x/api/`, and removes generated files that no longer
 * belong to a listed component. Output depends only on the installed packages and the list.
 */
export function generateApiPages(
  rootDir: string,
  components: readonly ApiComponent[] = apiComponents,
  /** Where `stories/x/api/` is written; the project root unless a test says otherwise. */
  outputRoot: string = rootDir,
): GenerateResult {
  const api = createApiProgram(rootDir, components);
  const result: GenerateResult = { files: [], changed: [], removed: [] };
  const expected = new Set<string>();
  for (const component of components) {
    const data = extractComponentApi(api, component);
    const dir = path.join(outputRoot, apiPageDir(component));
    const files = apiPageFiles(component);
    const outputs: [string, string][] = [
      [path.join(dir, files.json), `${JSON.stringify(data, null, 2)}\n`],
      [path.join(dir, files.mdx), renderApiPageMdx(component, data)],
    ];
    for (const [file, content] of outputs) {
      const relative = path.relative(outputRoot, file);
      expected.add(file);
      result.files.push(relative);
      if (writeIfChanged(file, content)) result.changed.push(relative);
    }
  }
  const generatedRoot = path.join(outputRoot, GENERATED_ROOT);
  for (const file of listFiles(generatedRoot)) {
    if (expected.has(file)) continue;
    fs.rmSync(file);
    result.removed.push(path.relative(outputRoot, file));
  }
  removeEmptyDirs(generatedRoot);
  return result;
}
