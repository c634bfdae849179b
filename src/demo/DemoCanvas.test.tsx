// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DemoCanvas } from './DemoCanvas';
import { reservedHeight } from './demoHeights';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
  Object.assign(globalThis, { ResizeObserver: FakeResizeObserver });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const canvas = () => container.querySelector<HTMLElement>('.docs-demo-canvas')!;
const story = () => container.querySelector<HTMLElement>('.docs-demo-story')!;

describe('DemoCanvas', () => {
  it('holds the measured height from the first render and lets go once the demo has grown to it', () => {
    act(() => root.render(<DemoCanvas heights={[[0, 480]]}>{<p className="live-demo">Live</p>}</DemoCanvas>));
    expect(container.querySelector('.live-demo')).not.toBeNull();
    expect(canvas().style.minHeight).toBe('480px');
    expect(canvas().dataset.reservedHeight).toBe('480');
    // Still small (the story renders after the page): the reservation stays.
    story().getBoundingClientRect = () => ({ height: 120 }) as DOMRect;
    act(() => resize());
    expect(canvas().style.minHeight).toBe('480px');
    story().getBoundingClientRect = () => ({ height: 480 }) as DOMRect;
    act(() => resize());
    expect(canvas().style.minHeight).toBe('');
  });

  it('reserves nothing for a demo that was never measured', () => {
    act(() => root.render(<DemoCanvas>{<p>Live</p>}</DemoCanvas>));
    expect(canvas().style.minHeight).toBe('');
    expect(canvas().dataset.reservedHeight).toBeUndefined();
  });
});

describe('reservedHeight', () => {
  it('takes the measurement at the nearest canvas width', () => {
    const measured = [[326, 540], [618, 452], [846, 440]] as const;
    expect(reservedHeight(measured, 340)).toBe(540);
    expect(reservedHeight(measured, 700)).toBe(452);
    expect(reservedHeight(measured, 1200)).toBe(440);
    expect(reservedHeight(undefined, 500)).toBeNull();
    expect(reservedHeight([], 500)).toBeNull();
  });
});
