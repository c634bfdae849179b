import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const write = (file, content) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};

describe('precompressDir', () => {
  it('writes Brotli and gzip copies of text files, reuses cached Brotli of bundles, skips small and binary files', async () => {
    const bundle = Array.from({ length: 300 }, (_, index) => `export const item${index} = "value ${index}";`).join('\n');
    write('site/assets/app-1a2b3c.js', bundle);
    write('site/x/page/index.html', `<h1>Page</h1>${'<p>Text of the page.</p>'.repeat(100)}`);
    write('site/assets/logo.png', Buffer.alloc(4096, 1));
    write('site/tiny.css', 'a{color:red}');
    const cacheDir = path.join(root, 'cache');

    const first = await precompressDir(path.join(root, 'site'), { cacheDir });
    expect(first).toMatchObject({ files: 2, cached: 0 });
    const br = fs.readFileSync(path.join(root, 'site/assets/app-1a2b3c.js.br'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(bundle);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(root, 'site/x/page/index.html.gz'))).toString()).toContain('Text of the page.');
    expect(fs.existsSync(path.join(root, 'site/assets/logo.png.br'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'site/tiny.css.br'))).toBe(false);

    // Only the content-hashed bundle is cached (Brotli 11); the page is recompressed each build.
    const second = await precompressDir(path.join(root, 'site'), { cacheDir });
    expect(second).toMatchObject({ files: 2, cached: 1, brotliBytes: first.brotliBytes });
  });
});
