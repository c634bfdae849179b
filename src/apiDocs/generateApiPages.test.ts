import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { apiComponents } from './components';
import { GENERATED_ROOT, generateApiPages } from './generateApiPages';
import type { ComponentApi } from './types';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outputRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pages-'));
const treeView = apiComponents.filter((component) => component.product === 'tree-view');

afterAll(() => fs.rmSync(outputRoot, { recursive: true, force: true }));

describe('generateApiPages', () => {
  it('writes a page and its JSON per component, rewrites nothing on a second run, and removes stale files', () => {
    const stale = path.join(outputRoot, GENERATED_ROOT, 'tree-view', 'tree-view-old', 'tree-view-old.mdx');
    fs.mkdirSync(path.dirname(stale), { recursive: true });
    fs.writeFileSync(stale, '# Old');

    const first = generateApiPages(rootDir, treeView, outputRoot);
    expect(first.files).toEqual([
      'stories/x/api/tree-view/rich-tree-view/rich-tree-view.api.json',
      'stories/x/api/tree-view/rich-tree-view/rich-tree-view.mdx',
      'stories/x/api/tree-view/simple-tree-view/simple-tree-view.api.json',
      'stories/x/api/tree-view/simple-tree-view/simple-tree-view.mdx',
      'stories/x/api/tree-view/tree-item/tree-item.api.json',
      'stories/x/api/tree-view/tree-item/tree-item.mdx',
    ]);
    expect(first.changed).toEqual(first.files);
    expect(first.removed).toEqual(['stories/x/api/tree-view/tree-view-old/tree-view-old.mdx']);
    expect(fs.existsSync(path.dirname(stale))).toBe(false);

    const json = JSON.parse(fs.readFileSync(path.join(outputRoot, first.files[0]), 'utf8')) as ComponentApi;
    expect(json.name).toBe('RichTreeView');
    expect(json.props.find((prop) => prop.name === 'items')?.required).toBe(true);
    expect(fs.readFileSync(path.join(outputRoot, first.files[1]), 'utf8')).toContain('# RichTreeView API');

    const contents = first.files.map((file) => fs.readFileSync(path.join(outputRoot, file), 'utf8'));
    const second = generateApiPages(rootDir, treeView, outputRoot);
    expect(second.changed).toEqual([]);
    expect(second.removed).toEqual([]);
    expect(second.files.map((file) => fs.readFileSync(path.join(outputRoot, file), 'utf8'))).toEqual(contents);
  }, 60_000);
});
