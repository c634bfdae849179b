import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { tokenColors } from './codeTheme';

// Every kind of token, on the code background, passes WCAG AA for normal text (4.5:1) in both
// schemes. The page walk checks code panels in place on the first page of each walk only.
describe('code token colours', () => {
  for (const [scheme, { background, ...colors }] of Object.entries(tokenColors)) {
    it.each(Object.entries(colors))(`${scheme}: %s reads at 4.5:1 or more on the background`, (_, color) => {
      expect(getContrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
