import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import { rehypeHeadingIds } from '../src/content/headingIds';
import { rehypeHighlightCode } from '../src/content/highlightCode';
import tailwindcss from '@tailwindcss/vite';
import { demoSourcePlugin } from '../src/demo/source/vitePlugin';
import { fontFallbackCss } from '../src/theme/fontFallbacks';
import { fontPreloadPlugin } from '../src/theme/fontPreload';
import { hostedPreviewHeadHtml } from '../src/page/hosting';

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
  // Pages and demos live in one folder per page; the sidebar follows the folders (auto titles).
  stories: [{ directory: '../stories', files: '**/*.@(mdx|stories.tsx)' }],
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
    // `?demo` imports: each demo's TS and JS source, highlighted at build time for the code panel.
    // Tailwind compiles the utilities the Tailwind demo variants use (src/demo/tailwind.css).
    // The first screen's fonts are preloaded from iframe.html.
    plugins: [...(viteConfig.plugins ?? []), demoSourcePlugin(), tailwindcss(), fontPreloadPlugin()],
    build: {
      ...viteConfig.build,
      rollupOptions: {
        ...viteConfig.build?.rollupOptions,
        // MUI marks its modules "use client"; that directive means nothing in a client-only bundle.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
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
