import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createDocsCssVarsTheme } from '../theme/createDocsTheme';
import { AdSlot } from './AdSlot';

// Node environment: Emotion writes the slot's styles into the server markup, as the prerenderer sees them.
describe('AdSlot on the server', () => {
  const html = renderToString(
    <ThemeProvider theme={createDocsCssVarsTheme('ltr')}>
      <AdSlot config={{ scriptUrl: 'http://127.0.0.1:9/ads/serve.js', jsonUrl: null, fallbackLink: null }} />
    </ThemeProvider>,
  );
  const slotClass = /class="docs-ad (css-[\w-]+)" data-ad-state="loading"/.exec(html)?.[1];

  it('renders a loading slot with no script and no ad yet', () => {
    expect(slotClass).toBeDefined();
    expect(html).not.toMatch(/<script|<a |<img/);
  });

  it('reserves 142 px below sm and 126 px from sm (600 px), with margins of 3 spacing units', () => {
    const rules = html.match(new RegExp(`\\.${slotClass}\\{[^<]*`))?.[0] ?? '';
    expect(rules).toContain('min-height:142px');
    // Three spacing units of 8 px, as a CSS variable of the shell theme.
    expect(rules).toContain('margin:calc(3 * var(--docs-spacing)) 0px');
    expect(rules).toMatch(/@media \(min-width:600px\)\{\.css-[\w-]+\{min-height:126px;/);
  });
});
