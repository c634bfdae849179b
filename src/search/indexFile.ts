import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Writes the serialised index under a name made from its content; returns its URL. */
export function writeSearchIndexFile(outDir: string, json: string): string {
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 12);
  const url = `/assets/search-index-${hash}.json`;
  fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(outDir, url), json);
  return url;
}
