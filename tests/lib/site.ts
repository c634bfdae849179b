import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type FrameLocator } from '@playwright/test';
import type { ShellPage } from '../../src/routing/sitePages';
import { SHELL_FRAME_NAME } from '../../src/bridge/protocol';
import { unexpectedErrors } from './console';

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
