import fs from 'node:fs';
import path from 'node:path';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import type { Indexer, StoriesEntry } from 'storybook/internal/types';
import type { Plugin } from 'vite';
import type { NavPage } from '../nav/types.ts';
import { createSidebarTitles, folderComponentIdOf, orderStoryFolders, routeComponentId, sidebarPages } from './sidebar.ts';

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

const metaTag = /<Meta\b([^>]*)\/>/;
const metaAttribute = (attributes: string, name: string) => new RegExp(`\\b${name}=(?:"([^"]*)"|\\{"([^"]*)"\\})`).exec(attributes)?.slice(1).find((value) => value !== undefined);

/**
 * A page without stories (prose only) has an unattached MDX file, whose `<Meta>` must carry the
 * title and id Storybook cannot derive for it: the nav's title and the folder's id. Returns one
 * message per MDX file that does not, naming the line to write.
 */
export function unattachedDocsProblems(storiesDir: string, nav: readonly NavPage[]): string[] {
  const titleByFolder = new Map(sidebarPages(nav).map((entry) => [entry.folder, entry.title]));
  const problems: string[] = [];
  for (const folder of storyFolders(storiesDir)) {
    const files = fs.readdirSync(path.join(storiesDir, folder));
    if (files.some((name) => name.endsWith('.stories.tsx'))) continue;
    const title = titleByFolder.get(folder);
    if (!title) continue;
    const expected = `<Meta title=${JSON.stringify(title)} id="${routeComponentId(`/${folder}/`)}" />`;
    for (const name of files.filter((file) => file.endsWith('.mdx'))) {
      const attributes = metaTag.exec(fs.readFileSync(path.join(storiesDir, folder, name), 'utf8'))?.[1] ?? null;
      if (attributes !== null && /\bof=/.test(attributes)) continue;
      const ok = attributes !== null && metaAttribute(attributes, 'title') === title && metaAttribute(attributes, 'id') === routeComponentId(`/${folder}/`);
      if (!ok) problems.push(`stories/${folder}/${name}: a page without stories declares its place in Storybook with ${expected}`);
    }
  }
  return problems;
}

/**
 * One specifier per page folder, in nav order: Storybook keeps the order of its specifiers, so the
 * sidebar lists pages as the nav does. A folder added while `npm run storybook` runs appears after
 * a restart. Throws when a prose page's `<Meta>` disagrees with the nav.
 */
export function navOrderedStories(storiesDir: string, nav: readonly NavPage[]): StoriesEntry[] {
  const problems = unattachedDocsProblems(storiesDir, nav);
  if (problems.length > 0) throw new Error(problems.join('\n'));
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
