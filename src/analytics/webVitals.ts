import type { MetricType } from 'web-vitals';

/** Share of page loads that report web vitals (0.01 %): whole loads are sampled, not single metrics. */
export const WEB_VITALS_SAMPLE_RATE = 0.0001;

export interface WebVitalParams {
  /** The change since the last report (GA sums values); CLS in thousandths, as an integer. */
  value: number;
  metric_id: string;
  metric_value: number;
  metric_delta: number;
  metric_rating: MetricType['rating'];
}

type Reporter = (callback: (metric: MetricType) => void) => void;

export interface WebVitalsOptions {
  /** Receives one event per metric report, named after the metric (`LCP`, `CLS` ...). */
  send: (name: MetricType['name'], params: WebVitalParams) => void;
  random?: () => number;
  sampleRate?: number;
  /** The library's `on*` functions (tests pass fakes). Default: the library, loaded for a sampled load only. */
  reporters?: readonly Reporter[];
}

// The metrics' observers read buffered entries, so loading the library after start-up loses nothing.
async function loadLibraryReporters(): Promise<readonly Reporter[]> {
  const { onCLS, onINP, onLCP, onFCP, onTTFB } = await import('web-vitals');
  return [onCLS, onINP, onLCP, onFCP, onTTFB] as readonly Reporter[];
}

export function webVitalParams(metric: MetricType): WebVitalParams {
  const scale = metric.name === 'CLS' ? 1000 : 1;
  return {
    value: Math.round(metric.delta * scale),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
  };
}

/** Starts reporting for a sampled page load; returns whether this load was sampled. */
export function startWebVitals({ send, random = Math.random, sampleRate = WEB_VITALS_SAMPLE_RATE, reporters }: WebVitalsOptions): boolean {
  if (!(random() < sampleRate)) return false;
  const start = (list: readonly Reporter[]) => {
    for (const report of list) {
      try {
        report((metric) => send(metric.name, webVitalParams(metric)));
      } catch {
        // A browser without the needed performance APIs reports nothing for that metric.
      }
    }
  };
  if (reporters) start(reporters);
  else loadLibraryReporters().then(start, () => {});
  return true;
}
