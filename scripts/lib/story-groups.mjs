/**
 * The test-runner writes one Jest file per story title, and every file pays for a fresh browser
 * context and a full preview boot (about 3.5 s on two cores) before its first story. Grouping
 * consecutive titles into files of about `storiesPerGroup` stories keeps the per-story work and
 * drops most of that fixed cost. Story ids are untouched: they are what the test renders. Files of
 * 50 instead of 30 took the whole layer from 1,011 s to 900 s (1,231 stories, a slow two-core machine).
 *
 * Returns a copy of a Storybook `index.json` (v5) holding only story entries, where each entry's
 * `title` is its group's and its `name` keeps the page it came from ("Data Grid/Sorting › Basic").
 * A title is never split across groups, so one page's stories still share one preview.
 */
export function groupStoryIndex(index, { storiesPerGroup = 50 } = {}) {
  if (!index || typeof index !== 'object' || !index.entries || typeof index.entries !== 'object') {
    throw new Error('groupStoryIndex: expected a Storybook index.json with an "entries" object');
  }
  if (!Number.isInteger(storiesPerGroup) || storiesPerGroup < 1) {
    throw new Error(`groupStoryIndex: storiesPerGroup must be a positive integer, got ${storiesPerGroup}`);
  }
  const byTitle = new Map();
  for (const entry of Object.values(index.entries)) {
    if (entry?.type !== 'story') continue;
    if (!byTitle.has(entry.title)) byTitle.set(entry.title, []);
    byTitle.get(entry.title).push(entry);
  }

  const groups = [];
  let current = [];
  for (const stories of byTitle.values()) {
    if (current.length > 0 && current.length + stories.length > storiesPerGroup) {
      groups.push(current);
      current = [];
    }
    current.push(...stories);
  }
  if (current.length > 0) groups.push(current);

  const width = String(groups.length).length;
  const entries = {};
  groups.forEach((stories, position) => {
    const number = String(position + 1).padStart(width, '0');
    const title = `Stories ${number} of ${groups.length}`;
    for (const story of stories) entries[story.id] = { ...story, title, name: `${story.title} › ${story.name}` };
  });
  return { ...index, entries };
}
