import { describe, expect, it } from 'vitest';
import { scriptLabel, topScripts } from './lighthouse-summary.mjs';

describe('topScripts', () => {
  it('lists the most expensive scripts first, with hashes dropped from their names', () => {
    const audit = {
      details: {
        items: [
          { url: 'http://127.0.0.1:4173/assets/client-BsVYEFeZ.js', total: 40, scripting: 30 },
          { url: 'http://127.0.0.1:4173/storybook/assets/iframe-CLIWTNhd.js', total: 900, scripting: 700 },
          { url: 'Unattributable', total: 300 },
          { url: 'http://127.0.0.1:4173/x/react-data-grid/sorting/', total: 120, scripting: 10 },
        ],
      },
    };
    expect(topScripts(audit)).toEqual([
      { file: '/storybook/assets/iframe.js', total: 900, scripting: 700 },
      { file: 'Unattributable', total: 300, scripting: 0 },
      { file: '/x/react-data-grid/sorting/', total: 120, scripting: 10 },
    ]);
  });

  it('gives an empty list for a missing or malformed audit', () => {
    expect(topScripts(undefined)).toEqual([]);
    expect(topScripts({ details: { items: [{ url: 42, total: 'x' }] } })).toEqual([]);
  });

  it('keeps names that carry no build hash', () => {
    expect(scriptLabel('http://localhost/storybook/vite-inject-mocker-entry.js')).toBe('/storybook/vite-inject-mocker-entry.js');
  });
});
