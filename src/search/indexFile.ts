import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SearchIndexFiles } from './searchIndex';

function writeHashed(outDir: string, prefix: string, json: string): string {
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 12);
  const url = `/assets/${prefix}-${hash}.json`;
  fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(outDir, url), json);
  return url;
}

/** Writes the index's two files under names made from their content; returns the names file's URL (the one pages know). */
export function writeSearchIndexFiles(outDir: string, files: SearchIndexFiles): { url: string; proseUrl: string } {
  const proseUrl = writeHashed(outDir, 'search-prose', files.prose);
  return { url: writeHashed(outDir, 'search-index', files.names(proseUrl)), proseUrl };
}
