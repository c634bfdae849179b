/** The service worker's build step (sw-manifest.mjs). */
export interface PrecacheEntry {
  url: string;
  revision: string;
}
export function precacheManifest(outDir: string, urls: readonly string[]): PrecacheEntry[];
export function buildId(manifest: readonly PrecacheEntry[], ...extra: unknown[]): string;
export function manifestBytes(outDir: string, manifest: readonly PrecacheEntry[]): number;
export function offlinePageHtml(notFoundHtml: string): string;
export const KILL_SWITCH_WORKER: string;
export function writeIfChanged(file: string, content: string): void;
export function previewEntryFiles(iframeHtml: string, previewBase: string): string[];
