// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { installClickTracking, splitRatio, type ClickEventParams } from './clickEvents';

describe('installClickTracking', () => {
  let uninstall: () => void = () => {};
  let send: Mock<(category: string, params: ClickEventParams) => void>;
  let random: Mock<() => number>;

  beforeEach(() => {
    document.body.innerHTML = `
      <div data-ga-event-category="outer" data-ga-event-action="outer-action">
        <section data-ga-event-category="demo" data-ga-event-action="copy" data-ga-event-label="DataGridDemo.tsx">
          <button id="inner"><span id="icon">copy</span></button>
        </section>
        <button id="outer-only">x</button>
      </div>
      <a id="sampled" data-ga-event-category="ComponentLinkHeader" data-ga-event-action="click" data-ga-event-split="0.1">API</a>
      <button id="untracked">nothing</button>
      <button id="stopper" data-ga-event-category="settings" data-ga-event-action="dark">dark</button>`;
    send = vi.fn<(category: string, params: ClickEventParams) => void>();
    random = vi.fn(() => 0.5);
    uninstall = installClickTracking({ send, random });
  });
  afterEach(() => uninstall());

  const click = (id: string) => document.getElementById(id)!.click();

  it('reports the nearest element with a category, from any descendant', () => {
    click('icon');
    expect(send).toHaveBeenCalledExactlyOnceWith('demo', { eventAction: 'copy', eventLabel: 'DataGridDemo.tsx' });
    click('outer-only');
    expect(send).toHaveBeenLastCalledWith('outer', { eventAction: 'outer-action' });
  });

  it('ignores clicks outside any tracked element', () => {
    click('untracked');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends about 10 % of clicks with a 0.1 split, decided by the random source', () => {
    random.mockReturnValueOnce(0.5);
    click('sampled');
    expect(send).not.toHaveBeenCalled();
    random.mockReturnValueOnce(0.09);
    click('sampled');
    expect(send).toHaveBeenCalledExactlyOnceWith('ComponentLinkHeader', { eventAction: 'click' });
  });

  it('sends every click without a split, never asking the random source', () => {
    click('icon');
    click('icon');
    expect(send).toHaveBeenCalledTimes(2);
    expect(random).not.toHaveBeenCalled();
  });

  it('still sees clicks whose propagation is stopped', () => {
    document.getElementById('stopper')!.addEventListener('click', (event) => event.stopPropagation());
    click('stopper');
    expect(send).toHaveBeenCalledWith('settings', { eventAction: 'dark' });
  });

  it('watches only its root, and stops when uninstalled', () => {
    uninstall();
    const root = document.querySelector('section')!;
    uninstall = installClickTracking({ send, random, root });
    click('outer-only');
    expect(send).not.toHaveBeenCalled();
    click('inner');
    expect(send).toHaveBeenCalledTimes(1);
    uninstall();
    click('inner');
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('splitRatio', () => {
  it.each([
    ['0.1', 0.1],
    ['0.5', 0.5],
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-0.2', 1],
    ['1', 1],
    ['3', 1],
    ['abc', 1],
  ])('%j → %s', (value, ratio) => {
    expect(splitRatio(value)).toBe(ratio);
  });
});
