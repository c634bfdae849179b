import { test, expect } from '../lib/configuredSite';
import type { BrowserContext, Page } from '@playwright/test';
import { HOSTILE_MARKER, type FakeAdNetwork } from '../lib/fakes/adNetwork';
import type { FakeGtag } from '../lib/fakes/gtagServer';
import { recordPolicyViolations } from '../lib/site';

/**
 * The site built with its ad and analytics settings pointing at fake servers on 127.0.0.1
 * (`configuredSite`, one build per worker): the build-time configuration path is the one production uses.
 */
let network: FakeAdNetwork;
let gtag: FakeGtag;
let site: string;

test.beforeAll(async ({ configuredSite }) => {
  ({ network, gtag, url: site } = configuredSite);
});

let violations: Awaited<ReturnType<typeof recordPolicyViolations>>;

test.beforeEach(async ({ page }) => {
  network.configure({ scriptDelayMs: 300, placement: 'ad', jsonMode: 'good', emptyBeforeAd: 0 });
  gtag.reset();
  violations = await recordPolicyViolations(page);
});

// The build's policy names the fake network's and gtag's origins: every test here (hostile
// payloads included: the sanitiser drops them before the policy would have to) runs without one
// violation.
test.afterEach(async () => {
  expect(await violations(), 'security policy violations').toEqual([]);
});

/**
 * Every random draw of the page returns `value`: below 0.2 means inline style and, when blocked,
 * the support message; 0.5 means image style and an in-house ad. Web vitals stay unsampled.
 */
async function fixRandom(context: BrowserContext, value: number) {
  await context.addInitScript((fixed) => {
    Math.random = () => fixed;
  }, value);
}

const SORTING = '/x/react-data-grid/sorting/';
const slot = (page: Page) => page.locator('.docs-ad');
const frameTop = (page: Page) => page.locator('.content-frame').evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));

test('a blocked ad script gives an in-house ad after about 3.5 s, in the space reserved for it', async ({ page, context }) => {
  network.configure({ scriptDelayMs: null });
  await fixRandom(context, 0.5);
  // Layout shifts whose moved element is the ad slot or anything inside it.
  await context.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { adShifts: string[] }).adShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ sources?: Array<{ node?: Node | null }> }>) {
        for (const source of entry.sources ?? []) {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          if (element?.closest('.docs-ad')) shifts.push(element.outerHTML.slice(0, 80));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // When the slot turns in-house, on the page's clock (the test's own clock lags on a busy machine).
    new MutationObserver(() => {
      const state = document.querySelector('.docs-ad')?.getAttribute('data-ad-state');
      const clock = window as unknown as { adInHouseAt?: number };
      if (state === 'in-house' && clock.adInHouseAt === undefined) clock.adInHouseAt = performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ad-state'] });
  });
  await page.goto(site + SORTING);
  // Reserved from the prerendered HTML on: nothing below moves when the ad fills in.
  const reserved = await slot(page).evaluate((element) => element.getBoundingClientRect().height);
  expect(reserved).toBeGreaterThanOrEqual(126);
  const contentTop = await frameTop(page);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'loading');
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'in-house', { timeout: 10000 });
  // The slot polls from hydration on and gives up on the network's ad after about 3.5 s.
  const afterHydration = await page.evaluate(
    () => (window as unknown as { adInHouseAt: number }).adInHouseAt - performance.getEntriesByName('shell-interactive')[0].startTime,
  );
  expect(afterHydration).toBeGreaterThan(2000);
  expect(await slot(page).evaluate((element) => element.getBoundingClientRect().height)).toBe(reserved);
  expect(await frameTop(page)).toBe(contentTop);
  expect(await page.evaluate(() => (window as unknown as { adShifts: string[] }).adShifts)).toEqual([]);
  await expect(slot(page).getByRole('link').first()).toHaveAttribute('href', /^https:\/\/mui\.com\//);
  expect(network.requests('/ads.js').length).toBe(1);
});

test('blocked, one time in five: the support message', async ({ page, context }) => {
  // Inline style: the JSON endpoint answers empty lists, so the ad counts as blocked.
  network.configure({ scriptDelayMs: null, jsonMode: 'empty' });
  await fixRandom(context, 0.1);
  await page.goto(site + SORTING);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'support', { timeout: 10000 });
  await expect(slot(page)).toContainText(/ad blocker/i);
});

test('the network placement is shown; its fallback link gives an in-house ad', async ({ page, context }) => {
  await fixRandom(context, 0.5);
  await page.goto(site + SORTING);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'network');
  await expect(slot(page).locator('#carbonads')).toBeVisible();

  network.configure({ scriptDelayMs: 300, placement: 'fallback' });
  await page.reload();
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'in-house');
});

for (const [style, random, state] of [['image', 0.5, 'network'], ['inline', 0.1, 'inline']] as const) {
  test(`dark mode: the ${style} network ad, gtag and its hits run under the security policy`, async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await fixRandom(context, random);
    await page.goto(site + SORTING);
    await expect(slot(page)).toHaveAttribute('data-ad-state', state);
    await expect.poll(() => gtag.events('page_view').length).toBe(1);
    // The preview (same origin, same policy) rendered its demos too.
    await expect(page.locator('.content-frame')).toHaveAttribute('data-status', 'ready');
    // Other kinds of page, switched in place: an API page, a charts page, the 404 page.
    for (const [route, title] of [['/x/api/data-grid/data-grid/', 'DataGrid API'], ['/x/react-charts/', 'Charts - Overview'], ['/x/no-such-page/', 'Page not found']]) {
      await page.evaluate((next) => {
        window.history.pushState(null, '', next);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
  });
}

test('a crawler gets an empty slot and loads nothing', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  const page = await context.newPage();
  const before = network.requests().length;
  await page.goto(site + SORTING);
  await expect(slot(page)).toHaveAttribute('data-ad-state', 'empty');
  await page.waitForTimeout(1000);
  expect(network.requests().length).toBe(before);
  await context.close();
});

for (const mode of ['hostile', 'html', 'malformed', 'empty', 'error'] as const) {
  test(`an inline JSON ad answered with "${mode}" injects nothing and breaks nothing`, async ({ page, context }) => {
    network.configure({ jsonMode: mode, scriptDelayMs: null });
    // Inline style: the JSON endpoint.
    await fixRandom(context, 0.1);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(site + SORTING);
    await expect(slot(page)).not.toHaveAttribute('data-ad-state', 'loading', { timeout: 15000 });
    expect(await page.evaluate((marker) => (window as unknown as Record<string, unknown>)[marker], HOSTILE_MARKER)).toBeUndefined();
    expect(await slot(page).locator('script, iframe, object, embed, [onerror], [onload]').count()).toBe(0);
    await expect(slot(page)).toHaveAttribute('data-ad-style', 'inline');
    for (const href of await slot(page).locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/^https?:\/\//);
    }
    expect(errors).toEqual([]);
    // The page around it works.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid - Sorting');
  });
}

test('page_view: exact payload on load and after an in-shell navigation', async ({ page, context }) => {
  await fixRandom(context, 0.5);
  await page.goto(site + SORTING);
  await expect.poll(() => gtag.events('page_view').length).toBe(1);
  expect(gtag.events('page_view')[0].params).toEqual({
    page_title: 'Data Grid - Sorting - MUI X',
    page_location: 'https://mui.com/x/react-data-grid/sorting/',
    productId: 'x-data-grid',
    productCategoryId: 'x',
  });
  // The script was loaded with the configured id, and analytics storage starts denied.
  expect(gtag.requests('/gtag/js')[0].query.id).toBe('G-DOCSTEST1');
  const consentDefault = gtag.hits().find((hit) => hit.command === 'consent');
  expect(consentDefault?.args).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]);

  await page.getByRole('banner').getByRole('link', { name: 'MUI X', exact: true }).click();
  await expect(page).toHaveURL(/\/x\/introduction\/$/);
  await expect.poll(() => gtag.events('page_view').length).toBe(2);
  expect(gtag.events('page_view')[1].params).toEqual({
    page_title: 'MUI X overview - MUI X',
    page_location: 'https://mui.com/x/introduction/',
    productId: null,
    productCategoryId: 'x',
  });
});

test('click events: the nearest data-ga element wins; split sampling sends about one in ten', async ({ page, context }) => {
  await fixRandom(context, 0.5);
  await page.goto(site + SORTING);
  await expect.poll(() => gtag.events('page_view').length).toBe(1);
  await page.getByRole('button', { name: 'Open the display settings' }).click();
  await expect.poll(() => gtag.events('settings').length).toBe(1);
  expect(gtag.events('settings')[0].params).toMatchObject({ eventAction: 'open' });
  await page.keyboard.press('Escape');

  // The ad has been decided (its draws are done) before the clicks' draws are scripted.
  await expect(slot(page)).not.toHaveAttribute('data-ad-state', 'loading');
  await page.waitForTimeout(300);
  // A split of 0.1 sends the click when the draw is below 0.1.
  const toc = page.getByRole('complementary', { name: 'On this page' });
  await page.evaluate(() => (Math.random = () => 0.05));
  await toc.getByRole('link', { name: 'Custom comparator' }).click();
  await page.evaluate(() => (Math.random = () => 0.5));
  await toc.getByRole('link', { name: 'Multi-column sorting' }).click();
  await page.waitForTimeout(500);
  expect(gtag.events('toc')).toEqual([{ name: 'toc', params: expect.objectContaining({ eventAction: 'click', eventLabel: 'custom-comparator' }) }]);

  // A tagged button inside the page (a demo's toolbar) reaches the shell's analytics by message.
  await page.frameLocator('iframe[name="mui-x-docs-content"]').locator('[data-demo="BasicSorting"]').getByRole('button', { name: 'Hide code' }).click();
  await expect.poll(() => gtag.events('demo')).toEqual([{ name: 'demo', params: expect.objectContaining({ eventAction: 'hide-code', eventLabel: 'BasicSorting' }) }]);
});

test('a search sends its length and its count of matches, never its words', async ({ page, context }) => {
  await fixRandom(context, 0.5);
  await page.goto(site + SORTING);
  await expect.poll(() => gtag.events('page_view').length).toBe(1);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill('column');
  // Every match counts, not only the 30 the dialog lists.
  await expect(dialog.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  await expect(dialog.getByRole('option')).toHaveCount(30);
  await page.keyboard.press('Escape');
  await expect.poll(() => gtag.events('site_search').length).toBe(1);
  const [event] = gtag.events('site_search');
  expect(event.params).toMatchObject({ search_term_length: 6, opened_result: false });
  expect(Number(event.params.result_count)).toBeGreaterThan(30);
  expect(JSON.stringify(gtag.hits()).toLowerCase()).not.toContain('column');
});

test('consent: asked once, remembered, and sent as a consent update', async ({ page, context }) => {
  await fixRandom(context, 0.5);
  await page.goto(site + SORTING);
  const prompt = page.getByRole('region', { name: 'Analytics consent' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: /accept/i }).focus();
  await page.keyboard.press('Enter');
  await expect(prompt).toBeHidden();
  await expect.poll(() => gtag.hits().some((hit) => hit.command === 'consent' && hit.args[1] === 'update')).toBe(true);
  await page.reload();
  await expect(page.locator('.docs-ad')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(prompt).toBeHidden();
});

test('Do Not Track: no analytics script and no hits', async ({ page, context }) => {
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  const before = gtag.requests('/gtag/js').length;
  await page.goto(site + SORTING);
  await expect(slot(page)).not.toHaveAttribute('data-ad-state', 'loading');
  await page.getByRole('button', { name: 'Open the display settings' }).click();
  await page.waitForTimeout(1000);
  expect(gtag.requests('/gtag/js').length).toBe(before);
  expect(gtag.hits()).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
  await expect(page.getByRole('region', { name: 'Analytics consent' })).toHaveCount(0);
});

