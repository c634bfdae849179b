import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { contentFrame, recordPolicyViolations, waitForContent } from '../lib/site';
import { inlineScriptSources, scriptHash } from '../../src/security/inlineScripts';
import { COLOR_MODE_KEY, DIRECTION_KEY } from '../../src/preferences/readerPreferences';

// The site's security headers as a browser receives them from `npm start`'s server, and what the
// policy does to script that was never meant to run. Every route and story is also checked for
// violations by the route walk (pages.spec.ts) and the stories layer.
const SORTING = '/x/react-data-grid/sorting/';
const distDir = (baseURL: string | undefined) => (new URL(baseURL ?? 'http://x').port === (process.env.E2E_ISOLATED_PORT ?? '4392') ? '.cache/dist-isolated' : 'dist');

test('pages and the preview carry one enforced policy with the hash of every inline script they run', async ({ request, baseURL }) => {
  const page = await request.get(SORTING);
  const preview = await request.get('/x/storybook/iframe.html');
  const policy = page.headers()['content-security-policy'];
  expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  expect(preview.headers()['content-security-policy']).toBe(policy);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-/);
  for (const html of [await page.text(), await preview.text(), fs.readFileSync(path.join(distDir(baseURL), '404.html'), 'utf8')]) {
    for (const source of inlineScriptSources(html)) expect(policy).toContain(scriptHash(source));
  }
  expect(page.headers()).toMatchObject({
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  expect(page.headers()['permissions-policy']).toContain('camera=()');
  // The playground page is the shell's, under the same policy; only its runner document, sandboxed
  // (an opaque origin), may evaluate code.
  const playground = await request.get('/x/playground/');
  expect(playground.headers()['content-security-policy']).toBe(policy);
  for (const source of inlineScriptSources(await playground.text())) expect(policy).toContain(scriptHash(source));
  const runner = (await request.get('/x/playground/runner/')).headers()['content-security-policy'];
  expect(runner).toContain("script-src 'self' 'unsafe-eval'");
  expect(runner).toMatch(/(^|; )sandbox allow-scripts($|;)/);
  // HSTS is for the production origin's host only, never for a local server.
  expect(page.headers()['strict-transport-security']).toBeUndefined();
});

test('a script slipped into the page does not run: injected script elements and inline event handlers', async ({ page }) => {
  const violations = await recordPolicyViolations(page);
  await page.goto(SORTING);
  await waitForContent(page);
  // A test hook standing in for a sanitiser that let markup through: the page's own code inserts it.
  await page.evaluate(() => {
    const hook = document.createElement('div');
    document.body.append(hook);
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = "script"';
    hook.append(script);
    hook.insertAdjacentHTML('beforeend', '<img src="data:," onerror="window.__pwned = \'handler\'">');
    const run = document.createElement('script');
    run.textContent = 'try { eval("window.__pwned = \'eval\'"); } catch (e) {} setTimeout("window.__pwned = \'timer\'", 0);';
    hook.append(run);
  });
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  const blocked = (await violations()).map((violation) => violation.directive);
  expect(blocked).toContain('script-src-elem');
  expect(blocked).toContain('script-src-attr');
});

test('eval and new Function are refused even to a script the policy lets run', async ({ page }) => {
  const violations = await recordPolicyViolations(page);
  // A script of our own origin (so allowed to run) that tries to turn strings into code.
  await page.route('**/__policy-test.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'try { eval("window.__ran = \'eval\'"); } catch (error) { window.__refused = error.name; } try { new Function("window.__ran = \'function\'")(); } catch (error) {}',
    }),
  );
  await page.goto(SORTING);
  await waitForContent(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = '/__policy-test.js';
    document.body.append(script);
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __refused?: string }).__refused)).toBe('EvalError');
  expect(await page.evaluate(() => (window as unknown as { __ran?: string }).__ran)).toBeUndefined();
  expect((await violations()).map((violation) => violation.directive)).toContain('script-src');
});

test('stored dark mode and right-to-left, read before the first paint, run under the policy', async ({ page }) => {
  const violations = await recordPolicyViolations(page);
  await page.addInitScript((keys) => {
    localStorage.setItem(keys.mode, 'dark');
    localStorage.setItem(keys.direction, 'rtl');
  }, { mode: COLOR_MODE_KEY, direction: DIRECTION_KEY });
  await page.goto('/x/introduction/');
  await waitForContent(page);
  await expect(contentFrame(page).locator('#storybook-docs')).toBeVisible();
  expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.getAttribute('data-mui-color-scheme')])).toEqual(['rtl', 'dark']);
  await page.goto('/x/no-such-page/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});
