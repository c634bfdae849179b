import { describe, expect, it, vi } from 'vitest';
import { buildSearchIndexFiles } from './searchIndex';
import { fixtureProseUrl, getRowIdProp, sortingPage } from './searchFixtures';
import { createSearchEngine } from './searchEngine';
import { parseSearchAnswer, parseSearchRequest, type SearchAnswer, type SearchRequest } from './searchProtocol';

const files = buildSearchIndexFiles([sortingPage, getRowIdProp]);
const proseUrl = fixtureProseUrl;

/** A fetch answering from the two files, each when released (or failing with the given status). */
function heldFetch(statuses: Record<string, number> = {}) {
  const waiting = new Map<string, () => void>();
  const fetcher = vi.fn(
    (url: string) =>
      new Promise<Response>((resolve) => {
        const body = url.includes('search-prose') ? files.prose : files.names(proseUrl);
        waiting.set(url, () => resolve(new Response(body, { status: statuses[url] ?? 200 })));
      }),
  );
  const release = async (url: string) => {
    waiting.get(url)?.();
    waiting.delete(url);
    await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return { fetcher: fetcher as unknown as typeof fetch, release, calls: () => fetcher.mock.calls.map(([url]) => url) };
}

// Each test its own index URL: loadIndex keeps what it loaded per URL for the page's lifetime.
const request = (channel: string, seq: number, query: string, indexUrl = '/assets/search-index-a.json'): SearchRequest => ({
  type: 'search',
  channel,
  indexUrl,
  seq,
  query,
});
/** Runs queries at once (the default waits a task, to drop the stale ones). */
const now = (run: () => void) => run();
const summary = (answer: SearchAnswer) => [answer.channel, answer.seq, answer.status, answer.complete, answer.hits.map((hit) => hit.name), answer.suggestions];

describe('createSearchEngine', () => {
  it('answers at once (loading), then from the names file, then again from the full index, for the last query of each channel', async () => {
    const answers: SearchAnswer[] = [];
    const { fetcher, release, calls } = heldFetch();
    const engine = createSearchEngine((answer) => answers.push(answer), fetcher, now);
    engine.handle(request('dialog', 1, 'sort'));
    engine.handle(request('page', 2, 'returns'));
    engine.handle(request('dialog', 3, 'getRo'));
    expect(answers.map(summary)).toEqual([
      ['dialog', 1, 'loading', false, [], []],
      ['page', 2, 'loading', false, [], []],
      ['dialog', 3, 'loading', false, [], []],
    ]);
    answers.length = 0;
    await release('/assets/search-index-a.json');
    // Prose words are not searched yet, and "no results" waits (no suggestions).
    expect(answers.map(summary)).toEqual([
      ['dialog', 3, 'ready', false, ['getRowId'], []],
      ['page', 2, 'ready', false, [], []],
    ]);
    answers.length = 0;
    await release(proseUrl);
    expect(answers.map(summary)).toEqual([
      ['dialog', 3, 'ready', true, ['getRowId'], []],
      ['page', 2, 'ready', true, ['getRowId'], []],
    ]);
    expect(answers[0].hits[0].text).toBe('Returns the id of a row.');
    // One load per index, whatever the number of requests.
    engine.handle({ ...request('dialog', 4, ''), type: 'load' });
    expect(calls()).toEqual(['/assets/search-index-a.json', proseUrl]);
  });

  it('says when the names file fails, and tries again on the next request', async () => {
    const answers: SearchAnswer[] = [];
    const failing = '/assets/search-index-fails.json';
    const { fetcher, release, calls } = heldFetch({ [failing]: 503 });
    const engine = createSearchEngine((answer) => answers.push(answer), fetcher, now);
    engine.handle(request('dialog', 1, 'sort', failing));
    await release(failing);
    expect(answers.map(summary).at(-1)).toEqual(['dialog', 1, 'error', false, [], []]);
    const retry = heldFetch();
    const again = createSearchEngine((answer) => answers.push(answer), retry.fetcher, now);
    again.handle(request('dialog', 2, 'sort', '/assets/search-index-b.json'));
    await retry.release('/assets/search-index-b.json');
    expect(answers.map(summary).at(-1)).toEqual(['dialog', 2, 'ready', false, ['Sorting'], []]);
    // The failed engine fetches again when asked again.
    engine.handle(request('dialog', 3, 'sort', failing));
    expect(calls().filter((url) => url === failing)).toHaveLength(2);
  });

  it('answers from names alone, complete, when the prose file fails, with suggestions for a miss', async () => {
    const answers: SearchAnswer[] = [];
    const { fetcher, release } = heldFetch({ [proseUrl]: 404 });
    const engine = createSearchEngine((answer) => answers.push(answer), fetcher, now);
    const names = '/assets/search-index-no-prose.json';
    engine.handle(request('dialog', 1, 'getRowIt', names));
    await release(names);
    expect(answers.map(summary).at(-1)).toEqual(['dialog', 1, 'ready', false, ['getRowId'], []]);
    await release(proseUrl);
    expect(answers.map(summary).at(-1)).toEqual(['dialog', 1, 'ready', true, ['getRowId'], []]);
    expect(answers.at(-1)!.hits[0].text).toBe('');
    engine.handle(request('dialog', 2, 'sxrtinx', names));
    expect(summary(answers.at(-1)!)).toEqual(['dialog', 2, 'ready', true, [], ['sorting']]);
  });
});

describe('createSearchEngine queue', () => {
  it('sends the best hits up to the limit a request sets (30 by default, the dialog) and counts every match', async () => {
    const many = Array.from({ length: 45 }, (_, id) => ({ ...sortingPage, id, route: `/x/page-${id}/`, name: `Sorting option ${id}` }));
    const manyFiles = buildSearchIndexFiles(many);
    const fetcher = (async (url: string) =>
      new Response(url.includes('search-prose') ? manyFiles.prose : manyFiles.names(proseUrl))) as unknown as typeof fetch;
    const answers: SearchAnswer[] = [];
    const engine = createSearchEngine((answer) => answers.push(answer), fetcher, now);
    const indexUrl = '/assets/search-index-many.json';
    engine.handle(request('dialog', 1, 'sorting', indexUrl));
    engine.handle({ ...request('page', 2, 'sorting', indexUrl), limit: 100 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const last = (channel: string) => answers.filter((answer) => answer.channel === channel).at(-1)!;
    expect([last('dialog').hits.length, last('dialog').total, last('dialog').complete]).toEqual([30, 45, true]);
    expect([last('page').hits.length, last('page').total]).toEqual([45, 45]);
  });

  it('searches only the last query of each channel among those that queued up while it was busy', async () => {
    const answers: SearchAnswer[] = [];
    const { fetcher, release } = heldFetch();
    const runs: (() => void)[] = [];
    const engine = createSearchEngine(
      (answer) => answers.push(answer),
      fetcher,
      (run) => runs.push(run),
    );
    const indexUrl = '/assets/search-index-queue.json';
    engine.handle(request('dialog', 1, 's', indexUrl));
    engine.handle(request('dialog', 2, 'so', indexUrl));
    engine.handle(request('page', 3, 'grid', indexUrl));
    engine.handle(request('dialog', 4, 'sor', indexUrl));
    expect(runs).toHaveLength(1);
    runs.splice(0).forEach((run) => run());
    expect(answers.map((answer) => [answer.channel, answer.query, answer.status])).toEqual([
      ['dialog', 'sor', 'loading'],
      ['page', 'grid', 'loading'],
    ]);
    answers.length = 0;
    await release(indexUrl);
    // The index has arrived: the last query of each channel is answered again, without waiting.
    expect(answers.map((answer) => [answer.channel, answer.query, answer.hits.map((hit) => hit.name)])).toEqual([
      ['dialog', 'sor', ['Sorting']],
      ['page', 'grid', []],
    ]);
  });
});

describe('the search messages', () => {
  it('takes well-formed requests and answers only', () => {
    expect(parseSearchRequest(request('dialog', 1, 'sort'))).toEqual(request('dialog', 1, 'sort'));
    // A limit out of range is dropped (the default applies); one in range is kept.
    expect(parseSearchRequest({ ...request('page', 2, 'sort'), limit: 100 })).toEqual({ ...request('page', 2, 'sort'), limit: 100 });
    for (const limit of [0, 1.5, 10_000, '100']) expect(parseSearchRequest({ ...request('page', 2, 'sort'), limit })).toEqual(request('page', 2, 'sort'));
    for (const garbage of [
      null,
      'sort',
      {},
      { ...request('d', 1, 'q'), type: 'drop' },
      { ...request('d', 1, 'q'), seq: 1.5 },
      { ...request('d', 1, 'q'), query: 3 },
    ])
      expect(parseSearchRequest(garbage)).toBeNull();
    const answer: SearchAnswer = { type: 'answer', channel: 'd', seq: 1, query: 'q', status: 'ready', complete: true, hits: [], total: 0, suggestions: [] };
    expect(parseSearchAnswer(answer)).toEqual(answer);
    for (const garbage of [
      null,
      { ...answer, status: 'done' },
      { ...answer, hits: 'none' },
      { ...answer, complete: 'yes' },
      { ...answer, total: undefined },
      { ...answer, type: 'request' },
    ])
      expect(parseSearchAnswer(garbage)).toBeNull();
  });
});
