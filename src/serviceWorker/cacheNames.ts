/**
 * The worker's cache names. Caches belong to the origin, not to a worker's scope: on mui.com other
 * docs keep theirs beside ours, so ours share a prefix and only ours are ever deleted. The version
 * in a name changes when what it stores changes shape: activation then drops the old one.
 */
export const CACHE_PREFIX = 'mui-x-docs';

export const runtimeCaches = {
  assets: `${CACHE_PREFIX}-assets-v1`,
  pages: `${CACHE_PREFIX}-pages-v1`,
  data: `${CACHE_PREFIX}-data-v1`,
} as const;

/** Caches to delete on activation: ours (by prefix) that the current worker does not use. */
export function outdatedCaches(existing: readonly string[], current: readonly string[]): string[] {
  const keep = new Set(current);
  return existing.filter((name) => name.startsWith(`${CACHE_PREFIX}-`) && !keep.has(name));
}
