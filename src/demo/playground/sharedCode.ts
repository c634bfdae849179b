import LZString from 'lz-string';

/** One file of a playground: the first is the one rendered (its default export). */
export interface PlaygroundFile {
  name: string;
  code: string;
}

/** Route of the playground in the shell. */
export const PLAYGROUND_ROUTE = '/x/playground/';
/** The document the reader's code runs in (a sandboxed frame of the playground). */
export const PLAYGROUND_RUNNER_ROUTE = '/x/playground/runner/';

const HASH_KEY = 'code';
/** A link past this is refused by some servers and chat apps; the playground warns instead of sharing it. */
export const MAX_SHARED_HASH_LENGTH = 60000;
const MAX_FILES = 12;
const FILE_NAME = /^(?:[\w.-]+\/)*[\w.-]+\.(?:tsx?|jsx?|css)$/;

export const isPlaygroundFileName = (name: string) => FILE_NAME.test(name) && !name.split('/').includes('..');

/** The files as the URL hash (`#code=<lz-string>`), so a link carries them. */
export function encodePlaygroundHash(files: readonly PlaygroundFile[]): string {
  const payload = files.length === 1 && files[0]!.name === 'Demo.tsx' ? files[0]!.code : { files };
  return `#${HASH_KEY}=${LZString.compressToEncodedURIComponent(JSON.stringify(payload))}`;
}

/**
 * The files a hash carries, or null when it carries none or they are malformed (the reader then
 * gets the default code, not an error page).
 */
export function decodePlaygroundHash(hash: string): PlaygroundFile[] | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const encoded = params.get(HASH_KEY);
  if (!encoded) return null;
  let payload: unknown;
  try {
    // URLSearchParams turns '+' into ' '; lz-string's URI alphabet uses '+'.
    const text = LZString.decompressFromEncodedURIComponent(encoded.replace(/ /g, '+'));
    if (!text) return null;
    payload = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof payload === 'string') return [{ name: 'Demo.tsx', code: payload }];
  const files = (payload as { files?: unknown } | null)?.files;
  if (!Array.isArray(files) || files.length === 0 || files.length > MAX_FILES) return null;
  const valid = files.every(
    (file): file is PlaygroundFile =>
      typeof file === 'object' && file !== null && typeof file.name === 'string' && isPlaygroundFileName(file.name) && typeof file.code === 'string',
  );
  if (!valid) return null;
  const names = new Set(files.map((file) => file.name));
  return names.size === files.length ? files.map(({ name, code }) => ({ name, code })) : null;
}

/** Link to the playground with these files, on `origin` (the shell's). */
export function playgroundUrl(files: readonly PlaygroundFile[], origin = ''): string {
  return `${origin}${PLAYGROUND_ROUTE}${encodePlaygroundHash(files)}`;
}
