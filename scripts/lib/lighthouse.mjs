// Lighthouse (the library, pinned to 12.x: 13 needs Node 22) on Debian's Chromium, for `npm run bench`.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';
import { topScripts } from './lighthouse-summary.mjs';

const categories = ['performance', 'accessibility', 'seo', 'best-practices'];

/**
 * Scores and the main performance metrics of one cold load, in Lighthouse's mobile (default: Moto G
 * Power, simulated slow 4G and 4× CPU slowdown) or desktop preset. Each run gets a fresh browser.
 */
export async function runLighthouse(url, formFactor = 'mobile') {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: categories }, formFactor === 'desktop' ? desktopConfig : undefined);
    const { categories: scored, audits } = result.lhr;
    const score = (id) => Math.round((scored[id]?.score ?? 0) * 100);
    const metric = (id) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      runtimeError: result.lhr.runtimeError?.message ?? null,
      // What the blocking time is made of: main-thread time per script, most expensive first.
      scripts: topScripts(audits['bootup-time']),
    };
  } finally {
    await chrome.kill();
  }
}

/** One line per page and preset, for the bench's output. */
export function formatLighthouse(label, formFactor, r) {
  if (r.runtimeError) return `  ${label.padEnd(30)} ${formFactor.padEnd(7)} error: ${r.runtimeError}`;
  const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
  return `  ${label.padEnd(30)} ${formFactor.padEnd(7)} perf ${String(r.performance).padStart(3)}  a11y ${r.accessibility}  SEO ${r.seo}  BP ${r.bestPractices}   FCP ${seconds(r.fcp)}  LCP ${seconds(r.lcp)}  TBT ${r.tbt.toFixed(0)} ms  CLS ${r.cls.toFixed(3)}` +
    (r.scripts?.length ? `\n  ${''.padEnd(38)} main thread: ${r.scripts.map((item) => `${item.file} ${item.total.toFixed(0)} ms`).join(', ')}` : '');
}
