import { describe, expect, it } from 'vitest';
import { fontPreloadTags } from './fontPreload';

describe('fontPreloadTags', () => {
  it('preloads the Latin 400, 600 and 700 faces of IBM Plex Sans only, under the base', () => {
    const files = [
      'assets/ibm-plex-sans-latin-700-normal-Bxkt5Cjx.woff2',
      'assets/ibm-plex-sans-latin-400-normal-CDDApCn2.woff2',
      'assets/ibm-plex-sans-latin-400-normal-CYLoc0-x.woff',
      'assets/ibm-plex-sans-greek-400-normal-D9ESIMu3.woff2',
      'assets/ibm-plex-sans-latin-500-normal-AAAA.woff2',
      'assets/ibm-plex-sans-latin-600-normal-CuJfVYMP.woff2',
      'assets/roboto-latin-400-normal-x.woff2',
      'assets/index-abc.js',
    ];
    const tags = fontPreloadTags(files, './');
    expect(tags.map((tag) => tag.attrs!.href)).toEqual([
      './assets/ibm-plex-sans-latin-400-normal-CDDApCn2.woff2',
      './assets/ibm-plex-sans-latin-600-normal-CuJfVYMP.woff2',
      './assets/ibm-plex-sans-latin-700-normal-Bxkt5Cjx.woff2',
    ]);
    expect(tags[0]).toEqual({
      tag: 'link',
      attrs: { rel: 'preload', href: './assets/ibm-plex-sans-latin-400-normal-CDDApCn2.woff2', as: 'font', type: 'font/woff2', crossorigin: '' },
      injectTo: 'head',
    });
  });
});
