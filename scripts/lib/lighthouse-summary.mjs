// Reading a Lighthouse report for the bench: what a page's main-thread time is made of.

/** `http://host/storybook/assets/iframe-CLIWTNhd.js` → `/storybook/assets/iframe.js` (hash dropped). */
export function scriptLabel(url) {
  let pathname;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return String(url); // Lighthouse's "Unattributable" and similar entries
  }
  return pathname.replace(/-[A-Za-z0-9_]{8}\.js$/, '.js');
}

/** The scripts that cost the main thread most (`bootup-time` audit: total and scripting ms, simulated CPU). */
export function topScripts(bootupAudit, count = 3) {
  const items = bootupAudit?.details?.items ?? [];
  return items
    .filter((item) => typeof item.url === 'string' && Number.isFinite(item.total))
    .sort((a, b) => b.total - a.total)
    .slice(0, count)
    .map((item) => ({ file: scriptLabel(item.url), total: item.total, scripting: Number.isFinite(item.scripting) ? item.scripting : 0 }));
}
