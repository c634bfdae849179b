import fs from 'node:fs';
import path from 'node:path';
import type { InstalledPackages } from './dependencies';

/** Reads versions and bundled types from `node_modules` (build time and tests). */
export function installedPackages(rootDir: string): InstalledPackages {
  const manifests = new Map<string, Record<string, unknown> | null>();
  const manifest = (name: string) => {
    if (!manifests.has(name)) {
      try {
        manifests.set(name, JSON.parse(fs.readFileSync(path.join(rootDir, 'node_modules', name, 'package.json'), 'utf8')));
      } catch {
        manifests.set(name, null);
      }
    }
    return manifests.get(name) ?? null;
  };
  return {
    version: (name) => {
      const version = manifest(name)?.version;
      return typeof version === 'string' ? version : undefined;
    },
    hasOwnTypes: (name) => {
      const pkg = manifest(name);
      if (!pkg) return false;
      if (typeof pkg.types === 'string' || typeof pkg.typings === 'string') return true;
      if (JSON.stringify(pkg.exports ?? null).includes('"types"')) return true;
      return fs.existsSync(path.join(rootDir, 'node_modules', name, 'index.d.ts'));
    },
  };
}
