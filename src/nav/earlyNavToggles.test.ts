// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { navGroupOpenedBeforeHydration, resetNavGroupsBeforeHydration, toggleNavGroupsBeforeHydration } from './earlyNavToggles';

const prerenderedGroup = (open: boolean) => `
  <nav aria-label="Documentation"><ul>
    <li><button class="nav-group" type="button" aria-expanded="${open}" aria-controls="nav-rows">Rows</button>
      <ul id="nav-rows"${open ? '' : ' hidden'}><li><a class="nav-link" href="/x/rows/">Rows</a></li></ul></li>
    <li><button id="other" type="button">Settings</button></li>
  </ul></nav>`;
const button = () => document.querySelector<HTMLButtonElement>('button.nav-group')!;
const list = () => document.getElementById('nav-rows')!;

describe('toggleNavGroupsBeforeHydration', () => {
  afterEach(() => resetNavGroupsBeforeHydration());

  it('opens and closes a prerendered group in the DOM and remembers the last state', () => {
    document.body.innerHTML = prerenderedGroup(false);
    const stop = toggleNavGroupsBeforeHydration();
    button().click();
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(list().hidden).toBe(false);
    expect(navGroupOpenedBeforeHydration('nav-rows')).toBe(true);
    button().click();
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(list().hidden).toBe(true);
    expect(navGroupOpenedBeforeHydration('nav-rows')).toBe(false);
    stop();
  });

  it('leaves other buttons, untouched groups and clicks after stop alone', () => {
    document.body.innerHTML = prerenderedGroup(true);
    const stop = toggleNavGroupsBeforeHydration();
    document.getElementById('other')!.click();
    expect(navGroupOpenedBeforeHydration('nav-rows')).toBeUndefined();
    stop();
    button().click();
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(navGroupOpenedBeforeHydration('nav-rows')).toBeUndefined();
  });

  it('ignores a group whose list is missing', () => {
    document.body.innerHTML = '<button class="nav-group" aria-expanded="false" aria-controls="nowhere">Lost</button>';
    const stop = toggleNavGroupsBeforeHydration();
    button().click();
    expect(button().getAttribute('aria-expanded')).toBe('false');
    stop();
  });
});
