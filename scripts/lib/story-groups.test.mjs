import { describe, expect, it } from 'vitest';
import { groupStoryIndex } from './story-groups.mjs';

const story = (title, name) => ({
  type: 'story',
  id: `${title.toLowerCase().replace(/\W+/g, '-')}--${name.toLowerCase()}`,
  title,
  name,
  importPath: `./stories/${title}.stories.tsx`,
  tags: ['play-fn'],
});
const indexOf = (...entries) => ({ v: 5, entries: Object.fromEntries(entries.map((entry) => [entry.id, entry])) });

describe('groupStoryIndex', () => {
  it('packs consecutive titles into groups without splitting a title', () => {
    const index = indexOf(
      story('Grid/Sorting', 'Basic'),
      story('Grid/Sorting', 'Multi'),
      story('Grid/Filtering', 'Basic'),
      story('Grid/Filtering', 'Quick'),
      story('Charts/Bars', 'Basic'),
    );
    const grouped = groupStoryIndex(index, { storiesPerGroup: 3 });
    const titles = Object.values(grouped.entries).map((entry) => [entry.title, entry.name]);
    expect(titles).toEqual([
      ['Stories 1 of 2', 'Grid/Sorting › Basic'],
      ['Stories 1 of 2', 'Grid/Sorting › Multi'],
      ['Stories 2 of 2', 'Grid/Filtering › Basic'],
      ['Stories 2 of 2', 'Grid/Filtering › Quick'],
      ['Stories 2 of 2', 'Charts/Bars › Basic'],
    ]);
  });

  it('keeps ids, import paths and tags, and drops docs entries', () => {
    const docs = { type: 'docs', id: 'grid-sorting--docs', title: 'Grid/Sorting', name: 'Docs', importPath: './x.mdx', tags: [] };
    const grouped = groupStoryIndex(indexOf(docs, story('Grid/Sorting', 'Basic')));
    expect(Object.keys(grouped.entries)).toEqual(['grid-sorting--basic']);
    expect(grouped.entries['grid-sorting--basic']).toMatchObject({ importPath: './stories/Grid/Sorting.stories.tsx', tags: ['play-fn'] });
    expect(grouped.v).toBe(5);
  });

  it('gives a title larger than the group size a group of its own', () => {
    const many = ['A', 'B', 'C', 'D'].map((name) => story('Big', name));
    const grouped = groupStoryIndex(indexOf(story('Small', 'One'), ...many, story('Tail', 'One')), { storiesPerGroup: 2 });
    const groupOf = (id) => grouped.entries[id].title;
    expect(new Set(many.map((entry) => groupOf(entry.id))).size).toBe(1);
    expect(groupOf('small--one')).not.toBe(groupOf('big--a'));
    expect(groupOf('tail--one')).not.toBe(groupOf('big--a'));
  });

  it('rejects what is not an index, and a nonsense group size', () => {
    expect(() => groupStoryIndex(null)).toThrow(/entries/);
    expect(() => groupStoryIndex({ v: 5 })).toThrow(/entries/);
    expect(() => groupStoryIndex(indexOf(), { storiesPerGroup: 0 })).toThrow(/positive integer/);
    expect(groupStoryIndex(indexOf()).entries).toEqual({});
  });
});
