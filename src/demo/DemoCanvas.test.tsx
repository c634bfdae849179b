// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DemoCanvas } from './DemoCanvas';
import { CodePanel } from './CodePanel';
import { mountAllDemos, leaveCurrentPage, setVisibleBand } from './lazyMount';
import { reservedHeight } from './demoHeights';
import { isFindShortcut } from './findInPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An IntersectionObserver the test drives: `intersect()` reports every observed element as near. */
const observers: FakeObserver[] = [];
class FakeObserver {
  targets: Element[] = [];
  options: IntersectionObserverInit | undefined;
  constructor(private readonly callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.options = options;
    observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  intersect() {
    this.callback(this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}
/** A ResizeObserver the test drives: `resize()` reports the observed element again. */
let resize = () => {};
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    resize = () => this.callback();
  }
  disconnect() {
    resize = () => {};
  }
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  observers.length = 0;
  leaveCurrentPage();
  Object.assign(globalThis, { IntersectionObserver: FakeObserver, ResizeObserver: FakeResizeObserver });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const render = (element: React.ReactElement) => act(() => root.render(element));
const canvas = () => container.querySelector<HTMLElement>('.docs-demo-canvas')!;
const demo = <p className="live-demo">Live</p>;

describe('DemoCanvas', () => {
  it('reserves the measured height and mounts the demo only when it nears the viewport', () => {
    render(<DemoCanvas heights={[[0, 480]]}>{demo}</DemoCanvas>);
    expect(canvas().style.minHeight).toBe('480px');
    expect(canvas().dataset.demoMounted).toBe('false');
    expect(container.querySelector('.live-demo')).toBeNull();
    expect(observers[0].options?.rootMargin).toMatch(/px/);
    act(() => observers[0].intersect());
    expect(container.querySelector('.live-demo')).not.toBeNull();
    // Still reserved until the demo has grown to its height.
    expect(canvas().style.minHeight).toBe('480px');
  });

  it('mounts at once without measurements, when not lazy, or when the reader asks for the demo', () => {
    render(<DemoCanvas>{demo}</DemoCanvas>);
    expect(container.querySelector('.live-demo')).not.toBeNull();
    expect(canvas().style.minHeight).toBe('');
    render(<DemoCanvas key="b" heights={[[0, 300]]} lazy={false}>{demo}</DemoCanvas>);
    expect(container.querySelector('.live-demo')).not.toBeNull();
    render(<DemoCanvas key="c" heights={[[0, 300]]}>{demo}</DemoCanvas>);
    expect(container.querySelector('.live-demo')).toBeNull();
    render(<DemoCanvas key="c" heights={[[0, 300]]} forceMount>{demo}</DemoCanvas>);
    expect(container.querySelector('.live-demo')).not.toBeNull();
  });

  it('mounts every demo for find-in-page and print', () => {
    render(
      <>
        <DemoCanvas heights={[[0, 300]]}>{demo}</DemoCanvas>
        <DemoCanvas heights={[[0, 200]]}>{demo}</DemoCanvas>
      </>,
    );
    expect(container.querySelectorAll('.live-demo')).toHaveLength(0);
    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'f', ctrlKey: true })));
    expect(container.querySelectorAll('.live-demo')).toHaveLength(2);
    // Demos of a later page mount at once too: the reader is searching.
    render(<DemoCanvas key="later" heights={[[0, 300]]}>{demo}</DemoCanvas>);
    expect(container.querySelectorAll('.live-demo')).toHaveLength(1);

    // The next page starts lazy again; printing it mounts its demos before the print layout.
    act(() => leaveCurrentPage());
    render(<DemoCanvas key="next-page" heights={[[0, 300]]}>{demo}</DemoCanvas>);
    expect(container.querySelectorAll('.live-demo')).toHaveLength(0);
    act(() => window.dispatchEvent(new Event('beforeprint')));
    expect(container.querySelectorAll('.live-demo')).toHaveLength(1);
  });

  it('mounts every demo of the page when asked (the shell relays find-in-page)', () => {
    render(<DemoCanvas heights={[[0, 300]]}>{demo}</DemoCanvas>);
    expect(container.querySelector('.live-demo')).toBeNull();
    act(() => mountAllDemos());
    expect(container.querySelector('.live-demo')).not.toBeNull();
  });
});

describe('DemoCanvas in the shell', () => {
  /** Puts the canvas `top` px down the preview document, `height` tall, rendered or not. */
  const place = (top: number, rendered = true) => {
    canvas().getBoundingClientRect = () => ({ top, height: 300, bottom: top + 300 }) as DOMRect;
    canvas().getClientRects = () => (rendered ? [{}] : []) as unknown as DOMRectList;
  };

  it('mounts when the band the shell reports comes within a screen of it', () => {
    act(() => setVisibleBand({ top: 0, height: 900 }));
    render(<DemoCanvas heights={[[0, 300]]}>{demo}</DemoCanvas>);
    place(3000);
    act(() => setVisibleBand({ top: 0, height: 900 }));
    expect(container.querySelector('.live-demo')).toBeNull();
    act(() => setVisibleBand({ top: 1400, height: 900 }));
    expect(container.querySelector('.live-demo')).not.toBeNull();
  });

  it('does not mount a demo that is not rendered (a page being switched out)', () => {
    render(<DemoCanvas heights={[[0, 300]]}>{demo}</DemoCanvas>);
    place(100, false);
    act(() => setVisibleBand({ top: 0, height: 900 }));
    expect(container.querySelector('.live-demo')).toBeNull();
  });

  it('leaves the demos of a page the reader is leaving unmounted', () => {
    render(<DemoCanvas heights={[[0, 300]]}>{demo}</DemoCanvas>);
    place(100);
    act(() => leaveCurrentPage());
    act(() => setVisibleBand({ top: 0, height: 900 }));
    act(() => observers[0].intersect());
    expect(container.querySelector('.live-demo')).toBeNull();
  });

  it('holds the measured height once mounted until the demo has grown to it', () => {
    render(<DemoCanvas heights={[[0, 480]]} lazy={false}>{<p className="live-demo">Live</p>}</DemoCanvas>);
    const story = () => container.querySelector<HTMLElement>('.docs-demo-story')!;
    expect(canvas().style.minHeight).toBe('480px');
    story().getBoundingClientRect = () => ({ height: 120 }) as DOMRect;
    act(() => resize());
    expect(canvas().style.minHeight).toBe('480px');
    story().getBoundingClientRect = () => ({ height: 480 }) as DOMRect;
    act(() => resize());
    expect(canvas().style.minHeight).toBe('');
  });
});

describe('CodePanel', () => {
  const files = [{ name: 'Orders.tsx', language: 'tsx' as const, code: 'const total = 1;', html: '<span class="token keyword">const</span> total = 1;' }];
  const code = () => container.querySelector('.docs-demo-code code')!;

  it('shows the plain source until the panel nears the reader, then the coloured tokens', async () => {
    await render(<CodePanel id="orders-code" files={files} label="Orders" tab={0} onTabChange={() => {}} />);
    expect(code().textContent).toBe('const total = 1;');
    expect(code().querySelector('.token')).toBeNull();
    expect(code().hasAttribute('data-highlighted')).toBe(false);
    await act(async () => observers[0].intersect());
    expect(code().querySelector('.token.keyword')?.textContent).toBe('const');
    expect(code().textContent).toBe('const total = 1;');
    expect(code().hasAttribute('data-highlighted')).toBe(true);
  });

  it('colours the tokens for print, but not for find-in-page (the text is there already)', async () => {
    await render(<CodePanel id="orders-code" files={files} label="Orders" tab={0} onTabChange={() => {}} />);
    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'f', ctrlKey: true })));
    expect(code().querySelector('.token')).toBeNull();
    await act(async () => window.dispatchEvent(new Event('beforeprint')));
    expect(code().querySelector('.token')).not.toBeNull();
  });
});

describe('reservedHeight and the find shortcut', () => {
  it('takes the measurement at the nearest canvas width', () => {
    const measured = [[326, 540], [618, 452], [846, 440]] as const;
    expect(reservedHeight(measured, 340)).toBe(540);
    expect(reservedHeight(measured, 700)).toBe(452);
    expect(reservedHeight(measured, 1200)).toBe(440);
    expect(reservedHeight(undefined, 500)).toBeNull();
    expect(reservedHeight([], 500)).toBeNull();
  });

  it('recognises Ctrl+F, ⌘+F and F3, not Ctrl+Alt+F or plain f', () => {
    const key = (init: Partial<KeyboardEvent>) => ({ key: 'f', ctrlKey: false, metaKey: false, altKey: false, ...init });
    expect(isFindShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isFindShortcut(key({ metaKey: true, key: 'F' }))).toBe(true);
    expect(isFindShortcut(key({ key: 'F3' }))).toBe(true);
    expect(isFindShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isFindShortcut(key({}))).toBe(false);
  });
});
