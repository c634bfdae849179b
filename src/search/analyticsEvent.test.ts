import { describe, expect, it } from 'vitest';
import { searchEventParams } from './analyticsEvent';

describe('search analytics event', () => {
  it('reports the query length and the result count, never the query text', () => {
    const params = searchEventParams('  row grouping ', 12, true);
    expect(params).toEqual({ search_term_length: 12, result_count: 12, opened_result: true });
    expect(JSON.stringify(params)).not.toContain('row');
  });

  it('reports nothing without a query', () => {
    expect(searchEventParams('   ', 0, false)).toBeNull();
  });
});
