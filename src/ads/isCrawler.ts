/**
 * Search engines, link previewers and archivers ("bot" covers Googlebot, bingbot, Applebot,
 * DuckDuckBot, YandexBot ...). Headless browsers are deliberately not listed: they are how tests
 * and performance tools see the page.
 */
const CRAWLER_PATTERN = /bot|crawl|spider|slurp|robot|mediapartners-google|facebookexternalhit|embedly|bingpreview|ia_archiver/i;

/** Whether a user agent string belongs to a crawler (which gets an empty ad slot). */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && CRAWLER_PATTERN.test(userAgent);
}
