import type { Page } from 'playwright-core';
import { findAxeViolations, formatViolations, type AxeViolationSummary } from './axe';

/**
 * addon-a11y checks a story after every render, remounts included; the determinism check remounts
 * each story, so axe would run twice per story and its second run would compete with the captures.
 * The test-runner's page therefore turns the automatic check off (the addon's `manual` global, set
 * before any story renders) and runs the same axe-core on the first render itself, with the
 * addon's rules and the story's `parameters.a11y`. Asking the addon instead (its panel's "run
 * again" event) would wait 100 ms for animations first, on every story.
 */

type Channel = { emit(event: string, ...payload: unknown[]): void; on(event: string, listener: (...payload: any[]) => void): void; off(event: string, listener: (...payload: any[]) => void): void };
type PreviewWindow = { __STORYBOOK_PREVIEW__: { channel: Channel; ready(): Promise<void> } };

/** A story's `parameters.a11y`, as addon-a11y reads it; the check supports the parts below. */
export interface StoryA11yParameters {
  test?: string;
  disable?: boolean;
  context?: { include?: readonly string[]; exclude?: readonly string[] };
  config?: { rules?: readonly { id: string; enabled?: boolean }[] };
  [other: string]: unknown;
}

/** Storybook's own elements, which addon-a11y always leaves out. */
const STORYBOOK_ELEMENTS = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];
/** Rules addon-a11y turns off for a single story (a canvas has no landmarks). */
const ADDON_DISABLED_RULES = ['region'];
const STORY_CANVAS = '#storybook-root';
const SETUP_TIMEOUT_MS = 30_000;

/** Before the first story renders: addon-a11y checks only when asked. */
export async function checkStoriesOnRequest(page: Pick<Page, 'evaluate'>): Promise<void> {
  await page.evaluate(async (timeout) => {
    const preview = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__;
    await preview.ready();
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the preview did not take the a11y global within ${timeout} ms`)), timeout);
      const onUpdated = ({ userGlobals }: { userGlobals: { a11y?: { manual?: boolean } } }) => {
        if (userGlobals.a11y?.manual !== true) return;
        clearTimeout(timer);
        preview.channel.off('globalsUpdated', onUpdated);
        resolve();
      };
      preview.channel.on('globalsUpdated', onUpdated);
      preview.channel.emit('updateGlobals', { globals: { a11y: { manual: true } } });
    });
  }, SETUP_TIMEOUT_MS);
}

/**
 * The story's violations as it is now. As in the test-runner, only `test: 'error'` (the project's
 * default) fails a story; `todo`, `off` and `disable` are not checked. A part of `parameters.a11y`
 * the check does not read is an error, so a story's setting is never silently ignored.
 */
export async function storyA11yViolations(page: Pick<Page, 'evaluate'>, a11y: StoryA11yParameters = {}): Promise<AxeViolationSummary[]> {
  if (a11y.disable === true || a11y.test !== 'error') return [];
  const unsupported = [
    ...Object.keys(a11y).filter((key) => !['test', 'disable', 'context', 'config'].includes(key)),
    ...Object.keys(a11y.config ?? {}).filter((key) => key !== 'rules').map((key) => `config.${key}`),
    ...Object.keys(a11y.context ?? {}).filter((key) => key !== 'include' && key !== 'exclude').map((key) => `context.${key}`),
  ];
  if (unsupported.length > 0) throw new Error(`parameters.a11y.${unsupported.join(', ')}: not read by the stories layer's check (tests/lib/storyA11y.ts); add it there`);
  const disabledRules = [...ADDON_DISABLED_RULES, ...(a11y.config?.rules ?? []).filter((rule) => rule.enabled === false).map((rule) => rule.id)];
  const excluded = [...STORYBOOK_ELEMENTS, ...(a11y.context?.exclude ?? [])];
  return findAxeViolations(page, { selector: STORY_CANVAS, disabledRules, excluded });
}

export function formatStoryA11yViolations(storyId: string, violations: readonly AxeViolationSummary[]): string {
  return `Accessibility violations in ${storyId}:\n${formatViolations(violations)}`;
}
