const HTTP_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * `value` as an absolute http(s) URL, or `null` for anything else: non-strings, blanks, relative
 * paths, and every other scheme (`javascript:`, `data:`, `vbscript:` ...). The URL constructor
 * parses it the way the browser would, so tricks like leading spaces or mixed case cannot slip
 * through a prefix check.
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return HTTP_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
