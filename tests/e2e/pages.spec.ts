import { test, expect, type Page } from '@playwright/test';
import { builtPages, contentFrame, frameSelector, recordConsoleErrors, recordPolicyViolations, waitForContent } from '../lib/site';
import { findAxeViolations, formatViolations, PAGE_LEVEL_RULES } from '../lib/axe';
import { chunk, prerenderedTitle } from '../lib/walk';
import { documentTitle } from '../../docs-shell/app/documentTitle';
import type { ShellPage } from '../../src/routing/sitePages';
import { settleDemos } from '../../scripts/lib/demo-heights.mjs';

/** A demo's rendered story inside its canvas (src/demo/DemoCanvas.tsx). */
const DEMO_STORY_SELECTOR = '.docs-demo-story';

/** How far a demo's rendered height may be from the height it reserved before it mounted. */
const RESERVATION_TOLERANCE_PX = 4;

// Every route of the build (from the shell's page data) is checked: HTTP 200 and the prerendered
// title from the server, then the page as a reader gets it: content rendered, no console error,
// no violation of the site's security policy (served as `npm start` serves it), axe clean in the
// shell and in the content. Every other batch is read in dark mode. One browser page walks a batch
// of routes in place (the shell switches pages as on a nav click), so the preview boots once per
// batch, not per route.
const ROUTES_PER_WALK = 24;

test('tables scroll inside their box on a phone; the page never scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/x/migration/migration-data-grid-v7/');
  await waitForContent(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const frame = page.frame({ url: /iframe\.html/ })!;
  const overflow = await frame.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await frame.locator('.docs-table').count()).toBeGreaterThan(0);
});

/** Opens a route: by URL for the first of a walk, else in place through the shell's history handling. */
async function open(page: Page, route: string, inPlace: boolean): Promise<void> {
  if (!inPlace) {
    await page.goto(route);
    return;
  }
  await page.evaluate((next) => {
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
}

/**
 * Two parts repeat on every page and hold most of its elements: the navigation tree (about 470
 * links, the same on every page but for its current entry) and the highlighted code of the demos
 * (token spans in one theme, whose colours src/demo/codeTheme.test.ts checks for every token kind;
 * a panel is coloured once it nears the reader's view). axe checks each whole once per walk (every
 * other walk dark): the tree on the walk's first page, the code on its first page with coloured
 * demo code. On the other pages it skips the tree but for the current entry, and the code but not
 * the panels that hold it.
 */
const NAV_TREE = '.nav-tree';
const CURRENT_NAV_ENTRY = '.nav-tree [aria-current="page"]';
const DEMO_CODE = '.docs-demo-code code';
const HIGHLIGHTED_DEMO_CODE = '.docs-demo-code code[data-highlighted]';

/**
 * A page's Components API tab shows the tables of its components' own API pages, rendered by the
 * same code from the same data, and those pages are walked too. axe checks the tab's headings,
 * tabs and prose, and the IDs of all its tables together (several components on one page), not
 * each table again: most of the elements of a tab (up to 8,000) are in its tables.
 */
const API_TAB_TABLES = '.api-content table';

/** What a walk has already checked whole; `checkRoute` marks what it checks. */
interface CheckedWhole {
  nav: boolean;
  code: boolean;
}

/** The page's table-of-contents headings not (yet) in the document: one round trip for all of them. */
function missingHeadings(target: Pick<Page, 'evaluate'>, docsPage: ShellPage): Promise<string[]> {
  return target.evaluate((ids) => ids.filter((id) => !document.getElementById(id)), docsPage.headings.map((heading) => heading.id));
}

async function checkRoute(page: Page, docsPage: ShellPage, checked: CheckedWhole): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(docsPage.title);
  await expect(page).toHaveTitle(documentTitle(docsPage));
  if (docsPage.kind === 'api') {
    await expect(page.locator('.api-content')).toBeVisible();
    await expect.poll(() => missingHeadings(page, docsPage), 'headings missing from the page').toEqual([]);
  } else {
    await expect(page.locator(`.content-frame[data-docs-id="${docsPage.docsId}"]`)).toHaveAttribute('data-status', 'ready');
    const frame = contentFrame(page);
    await expect(frame.locator('#storybook-docs')).toBeVisible();
    await expect.poll(() => missingHeadings(page.frame({ url: /iframe\.html/ })!, docsPage), 'headings missing from the page').toEqual([]);
    await expect(frame.locator('.sb-errordisplay')).toBeHidden();
    // The frame takes its content's height from the preview's next resize message, just after it is ready.
    await expect.poll(() => page.locator(frameSelector).evaluate((element) => element.clientHeight), 'content frame height').toBeGreaterThan(200);
    // Every demo mounted (axe sees them all), each as tall as the space it held before mounting.
    const stale = (await settleDemos(page)).filter((demo) => !(Math.abs(demo.height - demo.reserved) <= RESERVATION_TOLERANCE_PX));
    expect(stale, `demos whose reserved height is missing or stale: run "npm run demos:heights", then rebuild`).toEqual([]);
  }
  await page.evaluate(() => document.fonts.ready);
  const apiTab = docsPage.tabs?.active === 'components-api';
  const excluded = [...(checked.nav ? [NAV_TREE] : []), ...(apiTab ? [API_TAB_TABLES] : [])];
  const shellViolations = [
    ...(await findAxeViolations(page, { excluded, included: checked.nav ? [CURRENT_NAV_ENTRY] : [] })),
    ...(apiTab ? await findAxeViolations(page, { onlyRules: ['duplicate-id-aria'] }) : []),
  ];
  checked.nav = true;
  expect(shellViolations, formatViolations(shellViolations)).toEqual([]);
  if (docsPage.kind === 'docs') {
    // The frame's document sits inside the shell's <main>; landmark rules apply to the shell.
    // Each demo's canvas is checked by the stories layer (addon-a11y, the same story in the same
    // mode), so the page's check skips it and covers what only the page has: prose, demo toolbars,
    // code panels; and IDs that must be unique across all its demos.
    const frame = page.frame({ url: /iframe\.html/ })!;
    const frameViolations = [
      ...(await findAxeViolations(frame, { disabledRules: PAGE_LEVEL_RULES, excluded: [DEMO_STORY_SELECTOR, ...(checked.code ? [DEMO_CODE] : [])] })),
      ...(await findAxeViolations(frame, { onlyRules: ['duplicate-id-aria'] })),
    ];
    expect(frameViolations, formatViolations(frameViolations)).toEqual([]);
    if (!checked.code) checked.code = (await frame.locator(HIGHLIGHTED_DEMO_CODE).count()) > 0;
  }
}

// `WALK_ROUTES=/x/react-charts/ npx playwright test pages.spec.ts` walks only the routes under a prefix.
const walked = builtPages().filter((docsPage) => docsPage.route.startsWith(process.env.WALK_ROUTES ?? '/'));
const batches = chunk(walked, ROUTES_PER_WALK);
for (const [index, batch] of batches.entries()) {
  const first = index * ROUTES_PER_WALK + 1;
  const colorScheme = index % 2 === 0 ? 'light' : 'dark';
  test(`routes ${first}–${first + batch.length - 1} of ${walked.length} render through the shell (${colorScheme})`, async ({ page, request }) => {
    test.setTimeout(batch.length * 20_000);
    await page.emulateMedia({ colorScheme });
    const errors = recordConsoleErrors(page);
    const violations = await recordPolicyViolations(page);
    let inPlace = false;
    const checked: CheckedWhole = { nav: false, code: false };
    for (const docsPage of batch) {
      await test.step(docsPage.route, async () => {
        const response = await request.get(docsPage.route);
        expect.soft(response.status(), `${docsPage.route}: HTTP status`).toBe(200);
        expect.soft(prerenderedTitle(await response.text()), `${docsPage.route}: prerendered title`).toBe(documentTitle(docsPage));
        errors.clear();
        try {
          if (inPlace) await violations.clear();
          await open(page, docsPage.route, inPlace);
          await checkRoute(page, docsPage, checked);
          expect.soft(errors(), `${docsPage.route}: console errors`).toEqual([]);
          expect.soft(await violations(), `${docsPage.route}: security policy violations`).toEqual([]);
          inPlace = true;
        } catch (error) {
          // Reported, and the walk goes on from a fresh load.
          expect.soft(String(error), `${docsPage.route}`).toBe('');
          inPlace = false;
        }
      });
    }
  });
}
