import { describe, expect, it } from 'vitest';
import { isAllowedConsoleError, unexpectedErrors } from './console';

describe('console error filter', () => {
  it('accepts only the licence notice', () => {
    expect(isAllowedConsoleError('*****\n\nMUI X: Missing license key.\n\nThe license key is missing.')).toBe(true);
    expect(isAllowedConsoleError('Warning: Each child in a list should have a unique "key" prop.')).toBe(false);
    expect(unexpectedErrors(['MUI X: Missing license key.', 'TypeError: x is undefined'])).toEqual([
      'TypeError: x is undefined',
    ]);
  });
});
