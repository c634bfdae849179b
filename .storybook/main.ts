import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import { rehypeHeadingIds } from '../src/content/headingIds.ts';
import { rehypeHighlightCode } from '../src/content/highlightCode.ts';
import tailwindcss from '@tailwindcss/vite';
import { demoSourcePlugin } from '../src/demo/source/vitePlugin.ts';
import { fontFallbackCss } from '../src/theme/fontFallbacks.ts';
import { fontPreloadPlugin } from '../src/theme/fontPreload.ts';
import { hostedPreviewHeadHtml } from '../src/page/hosting.ts';
import { pages as nav } from '../src/nav/pages.ts';
import { folderStoryIdsPlugin, navOrderedStories, withNavTitles } from '../src/storybook/navSidebar.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// - The published site embeds the preview; search engines index it through the shell page only.
// - While preparing the next story or docs page Storybook hides the rendered content with
//   display:none; self-measuring components (the data grid) then read a 0 px size and warn.
//   Hide it visually instead, keeping its layout.
// - Local fallback fonts sized like IBM Plex Sans and Roboto: nothing moves when they swap in.
// - In the shell's frame, Storybook's loading skeleton stays invisible (the shell shows its own
//   loading bar; the skeleton would only flash and shift as fonts arrive).
const previewHeadAdditions = `
<meta name="robots" content="noindex, indexifembedded" />
<style>
  .sb-show-preparing-story:not(.sb-show-main) > :not(.sb-preparing-story):not(.sb-preparing-docs):not(.sb-errordisplay):not(.sb-nopreview),
  .sb-show-preparing-docs:not(.sb-show-main) > :not(.sb-preparing-story):not(.sb-preparing-docs):not(.sb-errordisplay):not(.sb-nopreview) {
    display: revert;
    visibility: hidden;
  }
</style>
<style>${fontFallbackCss()}</style>
${hostedPreviewHeadHtml()}`;

const config: StorybookConfig = {
  // Pages and demos live in one folder per page. The sidebar shows the docs nav: its order (one
  // specifier per page folder, in nav order) and its titles (the indexer), with the folders' ids.
  stories: navOrderedStories(path.join(rootDir, 'stories'), nav),
  experimental_indexers: async (indexers) => (indexers ?? []).map((indexer) => withNavTitles(indexer, rootDir, nav)),
  addons: [
    // GitHub-flavoured Markdown in pages (tables, autolinks); heading ids shared with the shell's TOC.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeHeadingIds, rehypeHighlightCode] } } },
    },
    '@storybook/addon-a11y',
  ],
  framework: '@storybook/react-vite',
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  features: { sidebarOnboardingChecklist: false },
  typescript: { reactDocgen: false },
  previewHead: (head) => `${head}${previewHeadAdditions}`,
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    // Vite's list of ~900 chunks says nothing to a person; warnings and errors still print.
    logLevel: 'warn',
    // `?demo` imports: each demo's TS and JS source, highlighted at build time for the code panel.
    // Tailwind compiles the utilities the Tailwind demo variants use (src/demo/tailwind.css).
    // The first screen's fonts are preloaded from iframe.html. Stories keep their folder ids.
    plugins: [...(viteConfig.plugins ?? []), demoSourcePlugin(), tailwindcss(), fontPreloadPlugin(), folderStoryIdsPlugin(rootDir)],
    build: {
      ...viteConfig.build,
      // The largest chunks are expected: the preview's entry (Storybook's runtime, React, MUI) is about
      // 1.4 MB, a page's stories chunk carries every demo's highlighted TS and JS source (Row grouping,
      // 31 demos: 1.9 MB, 134 kB gzipped), ExcelJS (loaded on an Excel export only) 0.9 MB; pages load
      // their demos' chunks lazily. A chunk past 2.5 MB is news.
      chunkSizeWarningLimit: 2500,
      reportCompressedSize: false,
      // Storybook's builder sets Vite 8's `rolldownOptions`, which then ignores `rollupOptions`.
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // MUI marks its modules "use client"; that directive means nothing in a client-only bundle.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          const inherited = viteConfig.build?.rolldownOptions?.onwarn;
          if (inherited) inherited(warning, warn);
          else warn(warning);
        },
      },
    },
    define: {
      ...viteConfig.define,
      'import.meta.env.MUI_X_LICENSE_KEY': JSON.stringify(process.env.MUI_X_LICENSE_KEY ?? ''),
    },
  }),
};

export default config;
