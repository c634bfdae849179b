import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type FrameLocator } from '@playwright/test';
import type { ShellPage } from '../../src/routing/sitePages';
import { SHELL_FRAME_NAME } from '../../src/bridge/protocol';
import { unexpectedErrors } from './console';
import { recordPolicyViolationsFromStart, type PolicyViolation, type PolicyViolationWindow } from './policyViolations';

/** Pages of the built site, as the shell build wrote them. */
export function builtPages(): ShellPage[] {
  return JSON.parse(fs.readFileSync(path.join(process.cwd(), 'dist', 'shell-data', 'pages.json'), 'utf8')) as ShellPage[];
}

export const frameSelector = `iframe[name="${SHELL_FRAME_NAME}"]`;

export function contentFrame(page: Page): FrameLocator {
  return page.frameLocator(frameSelector);
}

/** Waits until the preview in the content frame has rendered the page the shell shows. */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.locator('.content-frame')).toHaveAttribute('data-status', 'ready');
}

/**
 * Records layout shifts without recent input, in the shell and in the content frame (from the
 * frame's first document on); returns their totals per document, read when called.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<{ shell: number; frame: number }>> {
  await page.addInitScript(() => {
    const top = window.top as unknown as { __shifts?: { value: number; frame: boolean }[] };
    top.__shifts ??= [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) top.__shifts!.push({ value: entry.value, frame: window !== window.top });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => {
      const shifts = (window as unknown as { __shifts: { value: number; frame: boolean }[] }).__shifts;
      const total = (inFrame: boolean) => shifts.filter((shift) => shift.frame === inFrame).reduce((sum, shift) => sum + shift.value, 0);
      return { shell: total(false), frame: total(true) };
    });
}

/**
 * Scrolls a demo of the content frame into view and waits until it has mounted (demos mount as
 * they come near the reader's viewport).
 */
export async function showDemo(page: Page, name: string): Promise<void> {
  const section = contentFrame(page).locator(`[data-demo="${name}"]`);
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('.docs-demo-canvas')).toHaveAttribute('data-demo-mounted', 'true');
}

/** The unexpected console errors recorded so far; `clear()` starts over (a walk, route by route). */
export interface ConsoleErrors {
  (): string[];
  clear(): void;
}

/** Collects console errors and uncaught exceptions of the page and its frames. */
export function recordConsoleErrors(page: Page): ConsoleErrors {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`Uncaught ${error.message}`));
  return Object.assign(() => unexpectedErrors(errors), { clear: () => void errors.splice(0) });
}

/**
 * Records the security policy's violations in the page and every frame (the preview, ads), from
 * each document's first script on; the getter reads them all, `clear()` starts over.
 */
export async function recordPolicyViolations(page: Page): Promise<{ (): Promise<PolicyViolation[]>; clear(): Promise<void> }> {
  await recordPolicyViolationsFromStart(page);
  const eachFrame = async <T>(read: () => T, fallback: T): Promise<T[]> =>
    Promise.all(page.frames().map((frame) => frame.evaluate(read).catch(() => fallback)));
  const violations = async () =>
    (await eachFrame(() => (window as PolicyViolationWindow).__policyViolations ?? [], [] as PolicyViolation[])).flat();
  return Object.assign(violations, {
    clear: async () => {
      await eachFrame(() => void (window as PolicyViolationWindow).__policyViolations?.splice(0), undefined);
    },
  });
}
