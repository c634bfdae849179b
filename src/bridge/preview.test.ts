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
