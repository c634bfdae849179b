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
