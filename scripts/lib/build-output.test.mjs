import { describe, expect, it } from 'vitest';
import { reappearedWarnings } from './build-output.mjs';

describe('reappearedWarnings', () => {
  it('finds a silenced warning, through colours', () => {
    const output = '\u001b[33m▲  Vite \u001b[33m[MODULE_LEVEL_DIRECTIVE] \u001b[0mThe semantics of the module level directive "use client"';
    expect(reappearedWarnings(output)).toEqual(['the "use client" directive warning (filtered in rolldownOptions.onwarn)']);
  });

  it('finds nothing in a quiet build, and leaves other warnings alone', () => {
    expect(reappearedWarnings('✓ built in 20.83s\nShell built: 293 pages + 404 in 22 s → dist/')).toEqual([]);
    expect(reappearedWarnings('▲ Vite [UNRESOLVED_IMPORT] could not resolve "./missing"')).toEqual([]);
  });
});
