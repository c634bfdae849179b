// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyMessageQueueScript, rememberEarlyButtonClick, startWhenPreviewSettles, takeEarlyMessages } from './earlyMessages';
import { BRIDGE_SOURCE } from './protocol';

const dispatch = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data }));

describe('early message queue', () => {
  beforeEach(() => {
    // eslint-disable-next-line no-new-func
    new Function(earlyMessageQueueScript)();
  });

  it('keeps bridge messages until the shell takes them, and nothing after', () => {
    dispatch({ source: BRIDGE_SOURCE, type: 'height', height: 10 });
    dispatch({ key: 'storybook-channel' });
    const taken = takeEarlyMessages();
    expect(taken.map((event) => event.data.type)).toEqual(['height']);
    dispatch({ source: BRIDGE_SOURCE, type: 'height', height: 20 });
    expect(takeEarlyMessages()).toEqual([]);
  });
});

describe('startWhenPreviewSettles', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    new Function(earlyMessageQueueScript)();
  });
  afterEach(() => vi.useRealTimers());

  it('starts after the preview rendered, once', () => {
    const start = vi.fn();
    startWhenPreviewSettles(start, { timeoutMs: 4000 });
    dispatch({ source: BRIDGE_SOURCE, type: 'rendered', docsId: 'a--docs' });
    vi.advanceTimersByTime(600);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('keydown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the render was already queued before the shell loaded', () => {
    dispatch({ source: BRIDGE_SOURCE, type: 'rendered', docsId: 'a--docs' });
    const start = vi.fn();
    startWhenPreviewSettles(start);
    vi.advanceTimersByTime(600);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the first interaction, or after the timeout', () => {
    const onInteraction = vi.fn();
    startWhenPreviewSettles(onInteraction);
    window.dispatchEvent(new Event('pointerdown'));
    expect(onInteraction).toHaveBeenCalledTimes(1);

    takeEarlyMessages();
    new Function(earlyMessageQueueScript)();
    const onTimeout = vi.fn();
    startWhenPreviewSettles(onTimeout, { timeoutMs: 4000 });
    vi.advanceTimersByTime(3999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});

describe('rememberEarlyButtonClick', () => {
  it('clicks the last button clicked before the app was ready, once', () => {
    document.body.innerHTML = '<button id="menu">Menu</button><a id="link" href="#x">Link</a>';
    const early = rememberEarlyButtonClick();
    document.getElementById('link')!.click();
    document.getElementById('menu')!.click();
    const onClick = vi.fn();
    document.getElementById('menu')!.addEventListener('click', onClick);
    early.replay();
    expect(onClick).toHaveBeenCalledTimes(1);
    early.replay();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks after stop (React replays those itself)', () => {
    document.body.innerHTML = '<button id="menu">Menu</button>';
    const early = rememberEarlyButtonClick();
    early.stop();
    document.getElementById('menu')!.click();
    const onClick = vi.fn();
    document.getElementById('menu')!.addEventListener('click', onClick);
    early.replay();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not replay a button that responds on its own before hydration', () => {
    document.body.innerHTML = '<button id="menu">Menu</button><button id="group" class="nav-group">Rows</button>';
    const early = rememberEarlyButtonClick(window, { skip: '.nav-group' });
    document.getElementById('menu')!.click();
    document.getElementById('group')!.click();
    const onMenu = vi.fn();
    const onGroup = vi.fn();
    document.getElementById('menu')!.addEventListener('click', onMenu);
    document.getElementById('group')!.addEventListener('click', onGroup);
    early.replay();
    expect(onMenu).toHaveBeenCalledTimes(1);
    expect(onGroup).not.toHaveBeenCalled();
  });

  it('replays nothing when no button was clicked', () => {
    document.body.innerHTML = '<button id="menu">Menu</button>';
    const early = rememberEarlyButtonClick();
    const onClick = vi.fn();
    document.getElementById('menu')!.addEventListener('click', onClick);
    early.replay();
    expect(onClick).not.toHaveBeenCalled();
  });
});
