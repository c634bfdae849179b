// Shared by `npm run demos:heights` and the route walk: the demos of a shell page, all mounted
// and settled, with their canvas sizes.

/** Window widths the heights are measured at: a phone, a laptop, a wide screen. */
export const DEMO_WIDTHS = [390, 1280, 1600];

/**
 * Waits for the page's content frame, mounts every demo (the find-in-page shortcut does that),
 * waits until their sizes hold still, and returns each demo's canvas width and natural height
 * (without the reservation).
 */
export async function settleDemos(page) {
  await page.locator('.content-frame[data-status="ready"]').waitFor({ timeout: 60000 });
  const frame = page.frameLocator('.content-frame iframe');
  if ((await frame.locator('[data-demo]').count()) === 0) return [];
  await frame.locator('body').press('Control+f');
  await frame.locator('.docs-demo-canvas[data-demo-mounted="false"]').first().waitFor({ state: 'detached', timeout: 30000 }).catch(() => {});
  const read = () =>
    frame.locator('body').evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return [...document.querySelectorAll('[data-demo]')].map((section) => {
        const canvas = section.querySelector('.docs-demo-canvas');
        const reservation = canvas.style.minHeight;
        canvas.style.minHeight = '0px';
        const rect = canvas.getBoundingClientRect();
        canvas.style.minHeight = reservation;
        return { name: section.getAttribute('data-demo'), width: Math.round(rect.width), height: Math.round(rect.height), reserved: Number(canvas.dataset.reservedHeight ?? NaN) };
      });
    });
  let previous = await read();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.waitForTimeout(250);
    const current = await read();
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  return previous;
}
