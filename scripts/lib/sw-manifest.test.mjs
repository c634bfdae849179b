import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildId, offlinePageHtml, precacheManifest, previewEntryFiles } from './sw-manifest.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-manifest-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (file, content) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};

describe('precacheManifest', () => {
  it('lists each file once, sorted, with a hash of its content that is stable for the same input', () => {
    write('assets/client-a.js', 'console.log(1)');
    write('assets/font.woff2', 'font');
    write('x/offline/index.html', '<h1>Offline</h1>');
    const first = precacheManifest(root, ['/x/offline/', '/assets/font.woff2', '/assets/client-a.js', '/assets/font.woff2']);
    expect(first.map((entry) => entry.url)).toEqual(['/assets/client-a.js', '/assets/font.woff2', '/x/offline/']);
    expect(first.every((entry) => /^[0-9a-f]{16}$/.test(entry.revision))).toBe(true);
    const again = precacheManifest(root, ['/assets/client-a.js', '/x/offline/', '/assets/font.woff2']);
    expect(again).toEqual(first);
    expect(buildId(again)).toBe(buildId(first));

    write('x/offline/index.html', '<h1>Offline!</h1>');
    const changed = precacheManifest(root, ['/assets/client-a.js', '/x/offline/', '/assets/font.woff2']);
    expect(changed[2].revision).not.toBe(first[2].revision);
    expect(changed[0]).toEqual(first[0]);
    expect(buildId(changed)).not.toBe(buildId(first));
    expect(buildId(first, 'other')).not.toBe(buildId(first));
  });
});

describe('offlinePageHtml', () => {
  it('replaces the 404 body with a message and a Retry button, keeping the rest of the shell', () => {
    const html = '<title>Page not found</title><nav>Nav</nav><main><article><h1>Page not found</h1></article></main>';
    const offline = offlinePageHtml(html);
    expect(offline).toContain('<nav>Nav</nav>');
    expect(offline).toContain('id="shell-offline"');
    expect(offline).toMatch(/<form method="get"><button type="submit"[^>]*>Retry<\/button><\/form>/);
    expect(offline).not.toContain('Page not found');
    expect(() => offlinePageHtml('<main></main>')).toThrow();
  });
});

describe('previewEntryFiles', () => {
  it("lists the scripts, module preloads and stylesheets Storybook's iframe.html names, as site paths", () => {
    const html = [
      '<link rel="icon" href="./favicon.svg">',
      '<script type="module" src="./vite-inject-mocker-entry.js"></script>',
      '<script type="module" crossorigin src="./assets/iframe-DeT2waD9.js"></script>',
      '<link rel="modulepreload" crossorigin href="./assets/react-DlPsW1c0.js">',
      '<link rel="stylesheet" crossorigin href="./assets/iframe-Bx1.css">',
      '<link rel="modulepreload" crossorigin href="./assets/react-DlPsW1c0.js">',
      '<script src="https://elsewhere.example/x.js"></script>',
    ].join('\n');
    expect(previewEntryFiles(html, '/x/storybook/')).toEqual([
      '/x/storybook/vite-inject-mocker-entry.js',
      '/x/storybook/assets/iframe-DeT2waD9.js',
      '/x/storybook/assets/react-DlPsW1c0.js',
      '/x/storybook/assets/iframe-Bx1.css',
    ]);
  });

  it('fails on a page that names no preview entry (a changed Storybook build)', () => {
    expect(() => previewEntryFiles('<html></html>', '/x/storybook/')).toThrow(/iframe-\*\.js/);
  });
});
