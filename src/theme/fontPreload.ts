import type { HtmlTagDescriptor, Plugin } from 'vite';

/** Font files the first screen of a docs page needs: the Latin faces of IBM Plex Sans it uses. */
export const FIRST_SCREEN_FONTS = /ibm-plex-sans-latin-(400|600|700)-normal-[\w-]+\.woff2$/;

/** `<link rel="preload">` tags for the emitted files whose names match `pattern`. */
export function fontPreloadTags(fileNames: Iterable<string>, base: string, pattern: RegExp = FIRST_SCREEN_FONTS): HtmlTagDescriptor[] {
  return [...fileNames]
    .filter((fileName) => pattern.test(fileName))
    .sort()
    .map((fileName) => ({
      tag: 'link',
      attrs: { rel: 'preload', href: `${base}${fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
      injectTo: 'head',
    }));
}

/**
 * Preloads the first screen's fonts from the built HTML page (the preview's iframe.html): they are
 * fetched with the page instead of after its stylesheet, usually in before the first paint.
 */
export function fontPreloadPlugin(pattern: RegExp = FIRST_SCREEN_FONTS): Plugin {
  let base = '/';
  return {
    name: 'docs-font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => (context.bundle ? fontPreloadTags(Object.keys(context.bundle), base, pattern) : []),
    },
  };
}
