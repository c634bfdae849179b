import { describe, expect, it } from 'vitest';
import { BRIDGE_SOURCE, createMessage, parsePreviewMessage, parseShellMessage } from './protocol';

describe('parsePreviewMessage', () => {
  it('accepts scroll requests to an offset inside the document', () => {
    expect(parsePreviewMessage(createMessage({ type: 'scrollTo', top: 5120 }))).toEqual({ type: 'scrollTo', top: 5120 });
    for (const top of [-1, Number.NaN, 1e9, '12']) expect(parsePreviewMessage({ source: BRIDGE_SOURCE, type: 'scrollTo', top })).toBeNull();
  });

  it('accepts a section comment request naming a heading id', () => {
    expect(parsePreviewMessage(createMessage({ type: 'sectionFeedback', id: 'multi-sorting' }))).toEqual({ type: 'sectionFeedback', id: 'multi-sorting' });
    for (const id of ['', '   ', 'x'.repeat(201), 42, null, undefined]) {
      expect(parsePreviewMessage({ source: BRIDGE_SOURCE, type: 'sectionFeedback', id })).toBeNull();
    }
  });

  it('accepts a request to open the search, with nothing from the page in it', () => {
    expect(parsePreviewMessage({ ...createMessage({ type: 'openSearch' }), query: 'injected' })).toEqual({ type: 'openSearch' });
    expect(parsePreviewMessage({ type: 'openSearch' })).toBeNull();
  });

  it('accepts analytics clicks with text parameters only', () => {
    const click = { type: 'analytics', category: 'demo', params: { eventAction: 'copy', eventLabel: 'BasicSorting' } } as const;
    expect(parsePreviewMessage(createMessage(click))).toEqual(click);
    expect(parsePreviewMessage(createMessage({ type: 'analytics', category: 'toc', params: {} }))).toEqual({ type: 'analytics', category: 'toc', params: {} });
    for (const bad of [{ category: '', params: {} }, { category: 'demo' }, { category: 'demo', params: { eventAction: 7 } }, { category: 'x'.repeat(101), params: {} }]) {
      expect(parsePreviewMessage({ source: BRIDGE_SOURCE, type: 'analytics', ...bad })).toBeNull();
    }
    // Unknown parameters are dropped.
    expect(parsePreviewMessage({ source: BRIDGE_SOURCE, type: 'analytics', category: 'demo', params: { eventAction: 'a', evil: '<x>' } })).toEqual({ type: 'analytics', category: 'demo', params: { eventAction: 'a' } });
  });

  it('accepts well-formed messages', () => {
    expect(parsePreviewMessage(createMessage({ type: 'height', height: 812.4 }))).toEqual({
      type: 'height',
      height: 813,
    });
    const headings = [{ id: 'basic-sorting', text: 'Basic sorting', level: 2, top: 120 }];
    expect(parsePreviewMessage({ source: BRIDGE_SOURCE, type: 'headings', docsId: 'a--docs', headings })).toEqual({
      type: 'headings',
      docsId: 'a--docs',
      headings,
    });
  });

  it('ignores foreign and malformed traffic', () => {
    expect(parsePreviewMessage({ key: 'storybook-channel', event: '{}' })).toBeNull();
    expect(parsePreviewMessage('{"type":"height"}')).toBeNull();
    expect(parsePreviewMessage(null)).toBeNull();
    expect(parsePreviewMessage({ source: BRIDGE_SOURCE, type: 'height', height: Number.NaN })).toBeNull();
    expect(parsePreviewMessage({ source: BRIDGE_SOURCE, type: 'height', height: -5 })).toBeNull();
    expect(parsePreviewMessage({ source: BRIDGE_SOURCE, type: 'unknown' })).toBeNull();
    expect(
      parsePreviewMessage({ source: BRIDGE_SOURCE, type: 'headings', docsId: 'a', headings: [{ id: 1 }] }),
    ).toBeNull();
  });
});

describe('parseShellMessage', () => {
  it('keeps only valid globals', () => {
    expect(
      parseShellMessage({ source: BRIDGE_SOURCE, type: 'globals', globals: { colorMode: 'dark', evil: '<x>' } }),
    ).toEqual({ type: 'globals', globals: { colorMode: 'dark' } });
  });

  it('accepts a visible band with sane numbers only', () => {
    expect(parseShellMessage(createMessage({ type: 'viewport', top: 1200.4, height: 844 }))).toEqual({
      type: 'viewport',
      top: 1200,
      height: 844,
    });
    expect(parseShellMessage({ source: BRIDGE_SOURCE, type: 'viewport', top: -1, height: 800 })).toBeNull();
    expect(parseShellMessage({ source: BRIDGE_SOURCE, type: 'viewport', top: '0', height: 800 })).toBeNull();
  });

  it('accepts docs ids only in Storybook id form', () => {
    expect(parseShellMessage(createMessage({ type: 'navigate', docsId: 'x-react-data-grid-sorting--docs' }))).toEqual({
      type: 'navigate',
      docsId: 'x-react-data-grid-sorting--docs',
    });
    expect(parseShellMessage({ source: BRIDGE_SOURCE, type: 'navigate', docsId: 'javascript:alert(1)' })).toBeNull();
  });

  it('accepts demo names that are identifiers', () => {
    expect(parseShellMessage(createMessage({ type: 'openDemo', name: 'BasicSorting' }))).toEqual({ type: 'openDemo', name: 'BasicSorting' });
    expect(parseShellMessage(createMessage({ type: 'mountAllDemos' }))).toEqual({ type: 'mountAllDemos' });
    expect(parseShellMessage({ type: 'mountAllDemos' })).toBeNull();
    for (const name of ['', '1Demo', 'Demo.js', '<img>', 42, 'a'.repeat(101)]) {
      expect(parseShellMessage({ source: BRIDGE_SOURCE, type: 'openDemo', name })).toBeNull();
    }
  });
});

describe('preferences from the preview', () => {
  it('keeps only valid globals', () => {
    expect(parsePreviewMessage({ source: BRIDGE_SOURCE, type: 'preferences', globals: { codeVariant: 'JS', codeStyling: 'sass', x: 1 } })).toEqual({
      type: 'preferences',
      globals: { codeVariant: 'JS' },
    });
    expect(parsePreviewMessage({ source: BRIDGE_SOURCE, type: 'preferences', globals: 'JS' })).toEqual({ type: 'preferences', globals: {} });
  });
});
