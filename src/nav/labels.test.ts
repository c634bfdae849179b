import { describe, expect, it } from 'vitest';
import { navLabels } from './labels';

describe('navLabels', () => {
  it('lists the plan first, then the statuses; community pages have none', () => {
    expect(navLabels({ plan: 'premium', newFeature: true, unstable: true })).toEqual(['Premium', 'New', 'Preview']);
    expect(navLabels({ plan: 'pro' })).toEqual(['Pro']);
    expect(navLabels({ plan: 'community', planned: true })).toEqual(['Planned']);
    expect(navLabels({})).toEqual([]);
  });
});
