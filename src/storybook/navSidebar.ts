import fs from 'node:fs';
import path from 'node:path';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import type { Indexer, StoriesEntry } from 'storybook/internal/types';
import type { Plugin } from 'vite';
import type { NavPage } from '../nav/types.ts';
import { createSidebarTitles, folderComponentIdOf, orderStoryFolders } from './sidebar.ts';

// Node side of the sidebar (src/storybook/sidebar.ts): main.ts's `stories`, its indexers and a
// Vite plugin for the preview, so that titles follow the nav while ids follow the folders.

const storyFile = /\.(mdx|stories\.tsx)$/;

/** Folders under `stories/` holding a page (an MDX file or stories), relative to it. */
function storyFolders(storiesDir: string): string[] {
  const folders: string[] = [];
  const visit = (relative: string) => {
    const entries = fs.readdirSync(path.join(storiesDir, relative), { withFileTypes: true });
    if (entries.some((entry) => entry.isFile() && storyFile.test(entry.name))) folders.push(relative);
    for (const entry of entries) if (entry.isDirectory()) visit(relative ? `${relative}/${entry.name}` : entry.name);
  };
  visit('');
  return folders;
}

/**
 * One specifier per page folder, in nav order: Storybook keeps the order of its specifiers, so the
 * sidebar lists pages as the nav does. A folder added while `npm run storybook` runs appears after
 * a restart.
 */
export function navOrderedStories(storiesDir: string, nav: readonly NavPage[]): StoriesEntry[] {
  return orderStoryFolders(storyFolders(storiesDir), nav).map((folder) => ({
    directory: path.join(storiesDir, folder),
    files: '*.@(mdx|stories.tsx)',
  }));
}

const importPathOf = (rootDir: string, file: string) => `./${path.relative(rootDir, file).split(path.sep).join('/')}`;

/** Wraps the CSF indexer: each file's entries take their page's nav title and keep its folder id. */
export function withNavTitles(indexer: Indexer, rootDir: string, nav: readonly NavPage[]): Indexer {
  const titleOf = createSidebarTitles(nav);
  return {
    ...indexer,
    createIndex: async (fileName, options) => {
      const inputs = await indexer.createIndex(fileName, options);
      const importPath = importPathOf(rootDir, fileName);
      const metaId = folderComponentIdOf(importPath);
      const title = titleOf(importPath);
      if (!metaId) return inputs;
      // The CSF indexer derived each story's id from the title Storybook proposed: derive it again.
      return inputs.map((input) => ({
        ...input,
        metaId,
        __id: toId(metaId, storyNameFromExport(input.exportName)),
        ...(title ? { title } : {}),
      }));
    },
  };
}

/**
 * The preview derives story ids from the stories file's meta (`meta.id`, else the title): set the
 * folder id there too. Stories files export their meta as `export default meta;`.
 */
export function folderStoryIdsPlugin(rootDir: string): Plugin {
  return {
    name: 'docs-folder-story-ids',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!file.endsWith('.stories.tsx')) return null;
      const componentId = folderComponentIdOf(importPathOf(rootDir, file));
      if (!componentId) return null;
      const exportDefault = /^export default (\w+);$/m.exec(code);
      if (!exportDefault) {
        this.error(`${path.relative(rootDir, file)}: export the stories' meta as \`export default meta;\` (its id is set from the folder)`);
      }
      const name = exportDefault[1];
      return { code: code.replace(exportDefault[0], `${name}.id ??= ${JSON.stringify(componentId)};\n${exportDefault[0]}`), map: null };
    },
  };
}
