import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|xml|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
export const MIN_BYTES = 1024;
/** Content-hashed bundles are served for a year: worth Brotli's slowest, smallest setting. */
const HASHED_ASSET = /\/assets\/[^/]+\.(?:js|mjs|css)$/;

/**
 * Everything else (pages, page data) at 10: on our pages it is both faster and smaller than 9
 * (a twentieth of the pages, 6.1 MB: 9 took 5.9 s for 707 kB, 10 took 3.4 s for 669 kB; 11 took
 * 10.5 s for 650 kB), and these files change with every build, so no cache spares the work.
 */
function brotliQuality(file) {
  return HASHED_ASSET.test(file.split(path.sep).join('/')) ? 11 : 10;
}

/** Runs `work` over `items` with at most `limit` in flight (zlib runs on libuv's thread pool). */
async function inParallel(items, limit, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`, as a CDN would serve
 * them, keeping only copies smaller than the original. Brotli 11 results are kept in `cacheDir`
 * by content hash, so a rebuild with unchanged bundles costs nothing. Returns byte totals.
 */
export async function precompressDir(dir, { cacheDir = null, concurrency = 4 } = {}) {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0, cached: 0 };
  if (cacheDir) fs.mkdirSync(cacheDir, { recursive: true });

  await inParallel(files, concurrency, async (file) => {
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) return;
    const quality = brotliQuality(file);
    const cacheFile = cacheDir && quality === 11 ? path.join(cacheDir, `${crypto.createHash('sha256').update(content).digest('hex')}.br`) : null;
    let br;
    if (cacheFile && fs.existsSync(cacheFile)) {
      br = fs.readFileSync(cacheFile);
      const now = new Date();
      fs.utimesSync(cacheFile, now, now);
      totals.cached += 1;
    } else {
      br = await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
      if (cacheFile) fs.writeFileSync(cacheFile, br);
    }
    const gz = await gzip(content, { level: 9 });
    totals.files += 1;
    totals.bytes += content.length;
    if (br.length < content.length) {
      fs.writeFileSync(`${file}.br`, br);
      totals.brotliBytes += br.length;
    }
    if (gz.length < content.length) {
      fs.writeFileSync(`${file}.gz`, gz);
      totals.gzipBytes += gz.length;
    }
  });
  if (cacheDir) pruneCache(cacheDir);
  return totals;
}

const CACHE_DAYS = 14;

/** Drops cached copies no build has used for two weeks (bundles that changed since). */
function pruneCache(cacheDir) {
  const cutoff = Date.now() - CACHE_DAYS * 24 * 3600 * 1000;
  for (const name of fs.readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name);
    if (fs.statSync(file).mtimeMs < cutoff) fs.rmSync(file);
  }
}
