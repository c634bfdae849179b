import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileListings, staleListings } from './fileListings';

const page = (code: string) => `Some prose.\n\n{/* listing: ./server.ts */}\n\`\`\`ts\n${code}\n\`\`\`\n\nMore prose.\n`;

describe('file listings', () => {
  it('finds a block marked as a listing, and only such blocks', () => {
    expect(fileListings(page('export const a = 1;'))).toEqual([{ file: './server.ts', code: 'export const a = 1;' }]);
    expect(fileListings('```ts\nconst b = 2;\n```')).toEqual([]);
  });

  it('reports a listing that drifted from its file, or a missing file', () => {
    expect(staleListings(page('export const a = 1;'), () => 'export const a = 1;\n')).toEqual([]);
    expect(staleListings(page('export const a = 1;'), () => 'export const a = 2;\n')).toEqual([expect.stringMatching(/differs/)]);
    expect(staleListings(page('x'), () => null)).toEqual([expect.stringMatching(/does not exist/)]);
  });

  it('every listing on the site is a copy of its file', () => {
    const root = path.join(process.cwd(), 'stories');
    const pages = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mdx'));
    const stale = pages.flatMap((file) => {
      const folder = path.dirname(path.join(root, file));
      const read = (listed: string) => (fs.existsSync(path.join(folder, listed)) ? fs.readFileSync(path.join(folder, listed), 'utf8') : null);
      return staleListings(fs.readFileSync(path.join(root, file), 'utf8'), read).map((message) => `${file}: ${message}`);
    });
    expect(stale).toEqual([]);
  });
});
