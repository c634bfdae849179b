import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { NavPage } from '../nav/types';
import { navOrderedStories, unattachedDocsProblems } from './navSidebar';

const nav: NavPage[] = [
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction/', title: 'Overview' },
      { pathname: '/x/introduction/support/', title: 'Support' },
      { pathname: '/x/introduction/roadmap/', title: 'Roadmap' },
    ],
  },
];

let storiesDir = '';
function writePage(folder: string, files: Record<string, string>) {
  fs.mkdirSync(path.join(storiesDir, folder), { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(storiesDir, folder, name), text);
}

afterEach(() => fs.rmSync(storiesDir, { recursive: true, force: true }));

describe('pages without stories', () => {
  it('accept the nav title and folder id, and name the line to write otherwise', () => {
    storiesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stories-'));
    writePage('x/introduction', { 'overview.mdx': "<Meta of={Stories} />\n# Overview", 'overview.stories.tsx': 'export default meta;' });
    writePage('x/introduction/support', { 'support.mdx': '<Meta title="Introduction/Support" id="x-introduction-support" />\n\n# Support' });
    writePage('x/introduction/roadmap', { 'roadmap.mdx': '<Meta title="Roadmap" />\n\n# Roadmap' });
    expect(unattachedDocsProblems(storiesDir, nav)).toEqual([
      'stories/x/introduction/roadmap/roadmap.mdx: a page without stories declares its place in Storybook with <Meta title="Introduction/Roadmap" id="x-introduction-roadmap" />',
    ]);
    expect(() => navOrderedStories(storiesDir, nav)).toThrow('roadmap.mdx');

    writePage('x/introduction/roadmap', { 'roadmap.mdx': '<Meta id="x-introduction-roadmap" title="Introduction/Roadmap" />\n\n# Roadmap' });
    expect(unattachedDocsProblems(storiesDir, nav)).toEqual([]);
    expect(navOrderedStories(storiesDir, nav).map((entry) => path.relative(storiesDir, (entry as { directory: string }).directory))).toEqual([
      'x/introduction',
      'x/introduction/support',
      'x/introduction/roadmap',
    ]);
  });
});
