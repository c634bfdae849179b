// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { collectHeadings, unmountCurrentDocs } from './preview';
import { defaultGlobals } from '../preferences/globals';

describe('collectHeadings', () => {
  it('lists section headings with ids, skipping headings inside demos', () => {
    document.body.innerHTML = `
      <h2 id="basic">Basic<a class="anchor-link">#</a></h2>
      <h3 id="detail">Detail</h3>
      <h2>No id</h2>
      <div class="docs-demo-canvas"><h2 id="inside-demo">Demo heading</h2></div>`;
    expect(collectHeadings(document)).toEqual([
      { id: 'basic', text: 'Basic', level: 2, top: 0 },
      { id: 'detail', text: 'Detail', level: 3, top: 0 },
    ]);
  });
});

describe('unmountCurrentDocs', () => {
  it('unmounts the current docs page as Storybook does on a view-mode change', () => {
    const teardownRender = vi.fn(() => Promise.resolve());
    unmountCurrentDocs({ currentRender: { teardownRender } });
    expect(teardownRender).toHaveBeenCalledWith({ viewModeChanged: true });
  });

  it('does nothing when the preview has no such render, and survives a throwing or rejecting one', () => {
    expect(() => unmountCurrentDocs(undefined)).not.toThrow();
    expect(() => unmountCurrentDocs({ currentRender: {} })).not.toThrow();
    expect(() =>
      unmountCurrentDocs({
        currentRender: {
          teardownRender: () => {
            throw new Error('gone');
          },
        },
      }),
    ).not.toThrow();
    expect(() => unmountCurrentDocs({ currentRender: { teardownRender: () => Promise.reject(new Error('gone')) } })).not.toThrow();
  });
});

describe('installShellBridge', () => {
  /** A stand-in for Storybook's channel: records what the bridge asks of it. */
  const fakeChannel = () => {
    const emitted: string[] = [];
    return { emitted, on: () => {}, off: () => {}, emit: (event: string) => void emitted.push(event), last: () => undefined };
  };

  it('follows messages from the shell origin only, and posts to that origin only', async () => {
    Object.assign(globalThis, { ResizeObserver: class { observe() {} disconnect() {} } });
    const { installShellBridge } = await import('./preview');
    const { hostedGlobals } = await import('../preferences/hostedGlobals');
    const posted: Array<[unknown, string]> = [];
    const shell = { postMessage: (message: unknown, origin: string) => void posted.push([message, origin]) } as unknown as Window;
    const channel = fakeChannel();
    const uninstall = installShellBridge(channel as never, shell);
    const send = (origin: string, data: object) =>
      window.dispatchEvent(new MessageEvent('message', { origin, source: shell as MessageEventSource, data: { source: 'mui-x-docs-bridge', ...data } }));

    send('https://evil.example', { type: 'globals', globals: { colorMode: 'dark' } });
    send('https://evil.example', { type: 'navigate', docsId: 'x-evil--docs' });
    expect(hostedGlobals.get().colorMode).not.toBe('dark');
    send(window.location.origin, { type: 'globals', globals: { colorMode: 'dark' } });
    expect(hostedGlobals.get().colorMode).toBe('dark');

    // A tagged click inside the page reaches the shell as an analytics message, at its origin.
    document.body.innerHTML = '<button data-ga-event-category="demo" data-ga-event-action="copy">Copy</button>';
    document.querySelector('button')!.click();
    expect(posted).toContainEqual([{ source: 'mui-x-docs-bridge', type: 'analytics', category: 'demo', params: { eventAction: 'copy' } }, window.location.origin]);
    // A heading's comment button (its icon clicked) asks the shell to open the feedback form.
    document.body.innerHTML = '<h2 id="multi-sorting">Multi-sorting</h2><button data-feedback-section="multi-sorting"><svg><path></path></svg></button>';
    document.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(posted).toContainEqual([{ source: 'mui-x-docs-bridge', type: 'sectionFeedback', id: 'multi-sorting' }, window.location.origin]);
    expect(posted.every(([, origin]) => origin === window.location.origin)).toBe(true);
    uninstall();
  });
});
