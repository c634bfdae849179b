/** Splits a list into consecutive batches of at most `size` items (the routes one browser page walks). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`batch size must be a positive integer, got ${size}`);
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The `<title>` of a served HTML document, entities decoded; `null` when it has none. */
export function prerenderedTitle(html: string): string | null {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match ? match[1].replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name]) : null;
}
