import { describe, expect, it, vi } from 'vitest';
import { createSearchClient, type SearchWorkerLike } from './searchClient';
import type { SearchEngine } from './searchEngine';
import type { SearchAnswer, SearchRequest } from './searchProtocol';

const answerTo = (request: SearchRequest, hits = 0): SearchAnswer => ({
  type: 'answer',
  channel: request.channel,
  seq: request.seq,
  query: request.query,
  status: 'ready',
  complete: true,
  hits: Array.from({ length: hits }, (_, id) => ({
    id,
    route: '/x/',
    title: 'T',
    name: `hit ${id}`,
    product: 'general',
    kind: 'page',
    text: '',
    score: 1,
    terms: [],
  })),
  total: hits,
  suggestions: [],
});

/** A stand-in worker: records what it is sent, and lets the test emit its events. */
function fakeWorker() {
  const listeners: Record<string, ((event: Event) => void)[]> = { message: [], error: [] };
  const sent: SearchRequest[] = [];
  const worker: SearchWorkerLike = {
    postMessage: (request) => sent.push(request),
    addEventListener: (type, listener) => listeners[type].push(listener),
    terminate: vi.fn(),
  };
  const emit = (type: 'message' | 'error', data?: unknown) => listeners[type].forEach((listener) => listener(new MessageEvent(type, { data })));
  return { worker, sent, emit };
}

/** An engine in the page that answers every search with one hit. */
function pageEngine() {
  const handled: SearchRequest[] = [];
  const start = vi.fn(async (post: (answer: SearchAnswer) => void): Promise<SearchEngine> => ({
    handle: (request) => {
      handled.push(request);
      if (request.type === 'search') post(answerTo(request, 1));
    },
  }));
  return { start, handled };
}

describe('createSearchClient', () => {
  it('sends requests to the worker and gives each channel its own answers, ignoring malformed ones', () => {
    const { worker, sent, emit } = fakeWorker();
    const inline = pageEngine();
    const client = createSearchClient(() => worker, inline.start);
    const dialog: SearchAnswer[] = [];
    const page: SearchAnswer[] = [];
    client.listen('dialog', (answer) => dialog.push(answer));
    client.listen('page', (answer) => page.push(answer));
    client.load('/assets/search-index-a.json');
    client.load('/assets/search-index-a.json');
    const first = client.search('dialog', '/assets/search-index-a.json', 'sor');
    const second = client.search('page', '/assets/search-index-a.json', 'grid');
    expect(sent.map((request) => [request.type, request.channel, request.seq, request.query])).toEqual([
      ['load', '', 0, ''],
      ['search', 'dialog', first, 'sor'],
      ['search', 'page', second, 'grid'],
    ]);
    emit('message', answerTo(sent[2], 2));
    emit('message', { type: 'answer', channel: 'dialog', seq: first });
    emit('message', 'garbage');
    emit('message', answerTo(sent[1], 1));
    expect(dialog.map((answer) => [answer.query, answer.hits.length])).toEqual([['sor', 1]]);
    expect(page.map((answer) => [answer.query, answer.hits.length])).toEqual([['grid', 2]]);
    expect(inline.start).not.toHaveBeenCalled();
  });

  it('falls back to the page when the worker fails to start, replaying the index load and the last query of each channel', async () => {
    const { worker, emit } = fakeWorker();
    const inline = pageEngine();
    const client = createSearchClient(() => worker, inline.start);
    const dialog: SearchAnswer[] = [];
    client.listen('dialog', (answer) => dialog.push(answer));
    client.search('dialog', '/assets/search-index-a.json', 's');
    client.search('dialog', '/assets/search-index-a.json', 'so');
    emit('error');
    await vi.waitFor(() => expect(dialog).toHaveLength(1));
    expect(worker.terminate).toHaveBeenCalled();
    expect(inline.handled.map((request) => [request.type, request.query])).toEqual([
      ['load', ''],
      ['search', 'so'],
    ]);
    client.search('dialog', '/assets/search-index-a.json', 'sor');
    await vi.waitFor(() => expect(dialog.map((answer) => answer.query)).toEqual(['so', 'sor']));
  });

  it('searches in the page where no worker can be made, and says "error" when the engine cannot load either', async () => {
    const inline = pageEngine();
    const client = createSearchClient(() => {
      throw new Error('Workers are blocked');
    }, inline.start);
    const answers: SearchAnswer[] = [];
    client.listen('dialog', (answer) => answers.push(answer));
    client.search('dialog', '/assets/search-index-a.json', 'sor');
    await vi.waitFor(() => expect(answers.map((answer) => [answer.query, answer.status])).toEqual([['sor', 'ready']]));
    expect(inline.start).toHaveBeenCalledTimes(1);

    const broken = createSearchClient(
      () => null,
      () => Promise.reject(new Error('offline')),
    );
    const said: SearchAnswer[] = [];
    broken.listen('page', (answer) => said.push(answer));
    broken.search('page', '/assets/search-index-a.json', 'grid');
    await vi.waitFor(() => expect(said.map((answer) => [answer.query, answer.status])).toEqual([['grid', 'error']]));
    broken.search('page', '/assets/search-index-a.json', 'grids');
    await vi.waitFor(() =>
      expect(said.map((answer) => [answer.query, answer.status])).toEqual([
        ['grid', 'error'],
        ['grids', 'error'],
      ]),
    );
  });
});
