import { describe, expect, it } from 'vitest';
import { classifyLink, idFromHash, isPlainLeftClick, previewUrl } from './links';

describe('previewUrl', () => {
  it('points at the docs entry with Storybook globals', () => {
    expect(previewUrl('x-react-data-grid-sorting--docs')).toBe(
      '/x/storybook/iframe.html?viewMode=docs&id=x-react-data-grid-sorting--docs',
    );
    expect(previewUrl('a--docs', { colorMode: 'dark', direction: 'rtl', density: 'standard' })).toBe(
      '/x/storybook/iframe.html?viewMode=docs&id=a--docs&globals=colorMode:dark;direction:rtl',
    );
  });
});

describe('classifyLink', () => {
  const current = new URL('http://localhost:4173/x/react-data-grid/sorting/');
  const known = new Set(['/x/react-data-grid/sorting/', '/x/introduction/']);

  it('scrolls for anchors on the same page', () => {
    expect(classifyLink('#custom-comparator', current, known)).toEqual({ kind: 'hash', hash: '#custom-comparator' });
    expect(classifyLink('/x/react-data-grid/sorting/#api', current, known)).toEqual({ kind: 'hash', hash: '#api' });
  });

  it('switches pages in place for known routes, with or without the trailing slash', () => {
    expect(classifyLink('/x/introduction', current, known)).toEqual({ kind: 'route', route: '/x/introduction/', hash: '' });
    expect(classifyLink('../../introduction/#plans', current, known)).toEqual({
      kind: 'route',
      route: '/x/introduction/',
      hash: '#plans',
    });
  });

  it('recognises routes behind a language prefix', () => {
    expect(classifyLink('/zh/x/introduction/', current, known)).toEqual({ kind: 'route', route: '/x/introduction/', hash: '' });
  });

  it('leaves other links to the browser', () => {
    expect(classifyLink('https://mui.com/x/', current, known)).toEqual({ kind: 'document' });
    expect(classifyLink('/x/unknown/', current, known)).toEqual({ kind: 'document' });
    expect(classifyLink('/x/storybook/index.html', current, known)).toEqual({ kind: 'document' });
    expect(classifyLink('http://[bad', current, known)).toEqual({ kind: 'document' });
  });
});

describe('idFromHash', () => {
  it('decodes and tolerates garbage', () => {
    expect(idFromHash('#basic-sorting')).toBe('basic-sorting');
    expect(idFromHash('#caf%C3%A9')).toBe('café');
    expect(idFromHash('#%E0%A4%A')).toBeNull();
    expect(idFromHash('')).toBeNull();
    expect(idFromHash('#')).toBeNull();
  });
});

describe('isPlainLeftClick', () => {
  const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  it('accepts a plain left click and refuses modified, other-button or handled clicks', () => {
    expect(isPlainLeftClick(click)).toBe(true);
    for (const change of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      expect(isPlainLeftClick({ ...click, ...change })).toBe(false);
    }
  });
});
