import { describe, expect, it, vi } from 'vitest';
import type { MetricType } from 'web-vitals';
import { startWebVitals, WEB_VITALS_SAMPLE_RATE } from './webVitals';

const library = vi.hoisted(() => ({ onCLS: vi.fn(), onINP: vi.fn(), onLCP: vi.fn(), onFCP: vi.fn(), onTTFB: vi.fn() }));
vi.mock('web-vitals', () => library);

const metric = (name: MetricType['name'], value: number, delta = value): MetricType =>
  ({ name, value, delta, id: `v5-${name}`, rating: 'good', entries: [], navigationType: 'navigate' }) as unknown as MetricType;

describe('startWebVitals', () => {
  it('reports from 0.01 % of page loads only', () => {
    expect(WEB_VITALS_SAMPLE_RATE).toBe(0.0001);
    const reporter = vi.fn();
    expect(startWebVitals({ send: vi.fn(), random: () => 0.0001, reporters: [reporter] })).toBe(false);
    expect(reporter).not.toHaveBeenCalled();
    expect(startWebVitals({ send: vi.fn(), random: () => 0.00009, reporters: [reporter] })).toBe(true);
    expect(reporter).toHaveBeenCalledTimes(1);
  });

  it('sends one event per metric, named after it, with value, id and rating', () => {
    const send = vi.fn();
    const reporters = [
      (callback: (m: MetricType) => void) => callback(metric('LCP', 1234.5)),
      (callback: (m: MetricType) => void) => callback(metric('CLS', 0.12, 0.05)),
    ];
    startWebVitals({ send, random: () => 0, reporters });
    expect(send.mock.calls).toEqual([
      ['LCP', { value: 1235, metric_id: 'v5-LCP', metric_value: 1234.5, metric_delta: 1234.5, metric_rating: 'good' }],
      ['CLS', { value: 50, metric_id: 'v5-CLS', metric_value: 0.12, metric_delta: 0.05, metric_rating: 'good' }],
    ]);
  });

  it('loads the web-vitals library for a sampled page load only', async () => {
    startWebVitals({ send: vi.fn(), random: () => 0.5 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(library.onLCP).not.toHaveBeenCalled();
    startWebVitals({ send: vi.fn(), random: () => 0 });
    await vi.waitFor(() => expect(library.onLCP).toHaveBeenCalledTimes(1));
    for (const report of Object.values(library)) expect(report).toHaveBeenCalledTimes(1);
  });
});
