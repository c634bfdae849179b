import type { Page } from 'playwright-core';
import { STRAY_PIXELS_TOLERATED, comparePngs, type PixelComparison } from './pixels.ts';

/**
 * Chromatic snapshots each story once per mode; a story that does not render the same pixels twice
 * makes every visual review noisy. The check runs in place, in a preview that is already loaded:
 * capture the story, remount it through the preview's channel (loaders, render and play function
 * run again, as on a fresh load), capture again, compare. No page load per story.
 */

// The subset of Playwright's Page both runners (Playwright test, the Storybook test-runner) give.
type PreviewPage = Pick<Page, 'evaluate' | 'waitForTimeout' | 'context'>;
type CdpSession = Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>>;

const RENDER_TIMEOUT_MS = 30_000;
const CANVAS_SELECTOR = '#storybook-root';

/**
 * Asks the preview to do something and resolves once the story has rendered again (its play
 * function done): `storyRendered` is the event Storybook emits at that point.
 */
async function untilRendered(page: PreviewPage, action: { type: 'remount' | 'select'; storyId: string }) {
  await page.evaluate(
    ({ action: request, timeout }) =>
      new Promise<void>((resolve, reject) => {
        const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { channel: { once(event: string, listener: () => void): void; emit(event: string, payload: unknown): void } } })
          .__STORYBOOK_PREVIEW__;
        const timer = setTimeout(() => reject(new Error(`${request.storyId} did not render again within ${timeout} ms`)), timeout);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        preview.channel.once('storyRendered', done);
        if (request.type === 'remount') {
          preview.channel.emit('forceRemount', { storyId: request.storyId });
        } else {
          preview.channel.emit('setCurrentStory', { storyId: request.storyId, viewMode: 'story' });
        }
      }),
    { action, timeout: RENDER_TIMEOUT_MS },
  );
}

const cdpSessions = new WeakMap<object, Promise<CdpSession>>();
function cdpSession(page: PreviewPage): Promise<CdpSession> {
  let session = cdpSessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page as Page);
    cdpSessions.set(page, session);
  }
  return session;
}

/**
 * One capture of the story's canvas, as Playwright's element screenshot with animations disabled
 * and the caret hidden would take it, at about half its cost (a capture is taken two to four times
 * per story): one evaluate readies the canvas (fonts, two frames, finite animations finished,
 * infinite ones cancelled, carets transparent) and measures it, one DevTools call captures it
 * (PNG encoded for speed; the check compares captures with each other, never with files).
 */
export async function captureCanvas(page: PreviewPage): Promise<Buffer> {
  const { clip, fitsViewport } = await page.evaluate(async (selector) => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const animation of document.getAnimations()) {
      if (!animation.effect || animation.playbackRate === 0) continue;
      try {
        if (Number.isFinite(Number(animation.effect.getComputedTiming().endTime))) animation.finish();
        else animation.cancel();
      } catch {
        // An animation that cannot finish (a zero playback rate, an unresolved timeline) stays as it is.
      }
    }
    for (const field of document.querySelectorAll<HTMLElement>('input, textarea, [contenteditable]')) field.style.setProperty('caret-color', 'transparent', 'important');
    const canvas = document.querySelector(selector);
    if (!canvas) throw new Error(`No ${selector} to capture`);
    const box = canvas.getBoundingClientRect();
    const x = Math.floor(box.left + window.scrollX);
    const y = Math.floor(box.top + window.scrollY);
    const width = Math.max(1, Math.ceil(box.right + window.scrollX) - x);
    const height = Math.max(1, Math.ceil(box.bottom + window.scrollY) - y);
    const fits = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    return { clip: { x, y, width, height, scale: 1 }, fitsViewport: fits };
  }, CANVAS_SELECTOR);
  const session = await cdpSession(page);
  const { data } = await session.send('Page.captureScreenshot', { format: 'png', clip, captureBeyondViewport: !fitsViewport, optimizeForSpeed: true });
  return Buffer.from(data, 'base64');
}

/**
 * The story's canvas once it is settled: two captures in a row agree. `expected`: a settled capture
 * the canvas may already show (the first render's); matching it at once counts as settled, which
 * spares the second capture and the wait on every deterministic story.
 */
export async function captureSettled(page: PreviewPage, expected?: Buffer): Promise<Buffer> {
  let previous = await captureCanvas(page);
  if (expected && previous.equals(expected)) return previous;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.waitForTimeout(100);
    const current = await captureCanvas(page);
    if (current.equals(previous)) return current;
    previous = current;
  }
  return previous;
}

export interface DeterminismResult {
  same: boolean;
  first: Buffer;
  second: Buffer;
  /** Set when the captures differ: how far apart they are. */
  comparison: PixelComparison | null;
}

/**
 * Captures the rendered story, remounts it in place, captures again and compares. Most stories are
 * settled once rendered: one capture after each render that agree settle it, with no wait. When
 * they differ, the story may still have been moving; only then is each render waited on until two
 * captures in a row agree, and those settled captures are compared; if they still differ, a third
 * render that matches either of them settles it.
 */
export async function rendersTheSameTwice(page: PreviewPage, storyId: string): Promise<DeterminismResult> {
  const quickFirst = await captureCanvas(page);
  await untilRendered(page, { type: 'remount', storyId });
  if ((await captureCanvas(page)).equals(quickFirst)) return { same: true, first: quickFirst, second: quickFirst, comparison: null };
  const first = await captureSettled(page);
  await untilRendered(page, { type: 'remount', storyId });
  const second = await captureSettled(page, first);
  if (second.equals(first)) return { same: true, first, second, comparison: null };
  const comparison = await comparePngs(page as Page, first, second);
  if (comparison.pixelsBeyondTolerance <= STRAY_PIXELS_TOLERATED) return { same: true, first, second, comparison };
  // One odd render out of three is a hiccup of a loaded machine (a late layout, a pointer event
  // handled after the play's last step), not a story that renders differently on each mount.
  await untilRendered(page, { type: 'remount', storyId });
  const third = await captureSettled(page, second);
  for (const earlier of [first, second]) {
    if (third.equals(earlier) || (await comparePngs(page as Page, earlier, third)).pixelsBeyondTolerance <= STRAY_PIXELS_TOLERATED) {
      return { same: true, first: earlier, second: third, comparison: null };
    }
  }
  return { same: false, first, second, comparison };
}

/** Switches the loaded preview to another story, in place (the mode's globals stay), and waits for its render. */
export async function showStory(page: PreviewPage, storyId: string): Promise<void> {
  await untilRendered(page, { type: 'select', storyId });
}

export function describeDifference(storyId: string, mode: string, comparison: PixelComparison | null): string {
  return comparison
    ? `${storyId} in ${mode}: ${comparison.differentPixels} pixels differ by up to ${comparison.maxChannelDelta}/255 between two renders (${comparison.pixelsBeyondTolerance} beyond the anti-aliasing tolerance)`
    : `${storyId} in ${mode}: renders differ`;
}
