// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../preferences/storage';
import { buildSearchIndexFiles } from './searchIndex';
import { fixtureProseUrl, getRowIdProp } from './searchFixtures';
import { createSearchClient, type SearchClient } from './searchClient';
import type { SearchHit } from './hits';
import type { SearchAnswer } from './searchProtocol';
import { createSearchEngine } from './searchEngine';
import { useSiteSearch, type SiteSearchState } from './useSiteSearch';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// One API prop (record 0).
const indexFiles = buildSearchIndexFiles([{ ...getRowIdProp, id: 0 }]);
const proseUrl = fixtureProseUrl;
const noStorage = createSafeStorage(() => null);
/** The client the page uses where no worker starts: the same engine, in the page. */
const pageClient = () =>
  createSearchClient(
    () => null,
    async (post) => createSearchEngine(post),
  );
/** Lets the engine's loads and answers (promises, a dynamic import) settle. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => vi.unstubAllGlobals());

/** Mounts the hook (open) with the given client: its latest state, a way to close and reopen it, and unmounting. */
async function mountSearch(indexUrl: string, client: SearchClient) {
  let state: SiteSearchState | null = null;
  function Probe({ open }: { open: boolean }) {
    state = useSiteSearch(indexUrl, open, noStorage, { client });
    return null;
  }
  const root = createRoot(document.createElement('div'));
  const setOpen = (open: boolean) => act(async () => root.render(<Probe open={open} />));
  await setOpen(true);
  return {
    get state(): SiteSearchState {
      return state!;
    },
    setOpen,
    unmount: () => act(async () => root.unmount()),
  };
}

describe('useSiteSearch', () => {
  it('keeps what the reader types while the index loads, and starts empty at the next opening', async () => {
    const answers = new Map<string, (response: Response) => void>();
    vi.stubGlobal(
      'fetch',
      // Keyed by path: the client asks for absolute URLs.
      vi.fn((url: string) => new Promise<Response>((resolve) => answers.set(new URL(url, location.href).pathname, resolve))),
    );
    const client = pageClient();
    const hook = await mountSearch('/assets/search-index-keeps-typing.json', client);
    expect(hook.state.status).toBe('loading');
    await act(async () => hook.state.setQuery('getRo'));
    await settle();
    expect(hook.state.status).toBe('loading');
    await act(async () => answers.get('/assets/search-index-keeps-typing.json')!(new Response(indexFiles.names(proseUrl))));
    await settle();
    expect(hook.state.status).toBe('ready');
    expect(hook.state.query).toBe('getRo');
    expect(hook.state.hits.map((hit) => [hit.name, hit.text])).toEqual([['getRowId', '']]);
    expect(hook.state.complete).toBe(false);
    // The prose file follows: the same hit gains its snippet text, and prose words are found.
    await act(async () => answers.get(proseUrl)!(new Response(indexFiles.prose)));
    await settle();
    expect(hook.state.hits.map((hit) => [hit.name, hit.text])).toEqual([['getRowId', 'Returns the id of a row.']]);
    expect(hook.state.complete).toBe(true);
    await act(async () => hook.state.setQuery('returns'));
    await settle();
    expect(hook.state.hits.map((hit) => hit.name)).toEqual(['getRowId']);
    await hook.setOpen(false);
    await hook.setOpen(true);
    expect(hook.state.query).toBe('');
    await hook.unmount();
  });

  it('answers from names when the prose file fails, and then says when nothing matches', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.includes('search-prose') ? new Response('gone', { status: 404 }) : new Response(indexFiles.names(proseUrl)))),
    );
    const client = pageClient();
    const hook = await mountSearch('/assets/search-index-prose-fails.json', client);
    await act(async () => hook.state.setQuery('getRowId'));
    await settle();
    expect([hook.state.status, hook.state.complete]).toEqual(['ready', true]);
    expect(hook.state.hits.map((hit) => hit.name)).toEqual(['getRowId']);
    await act(async () => hook.state.setQuery('getRowIt'));
    await settle();
    expect(hook.state.hits.map((hit) => hit.name)).toEqual(['getRowId']);
    await act(async () => hook.state.setQuery('zebra'));
    await settle();
    expect([hook.state.hits, hook.state.complete]).toEqual([[], true]);
    await hook.unmount();
  });

  it('opens the first result of the query typed when Enter comes before its answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(url.includes('search-prose') ? indexFiles.prose : indexFiles.names(proseUrl))),
    );
    // A worker whose answers wait until released: the engine's answers, delivered later.
    const held: (() => void)[] = [];
    let onMessage: (event: Event) => void = () => {};
    const engine = createSearchEngine(
      (answer) => held.push(() => onMessage(new MessageEvent('message', { data: answer }))),
      undefined,
      (run) => run(),
    );
    const client = createSearchClient(
      () => ({
        postMessage: (request) => engine.handle(request),
        addEventListener: (type, listener) => {
          if (type === 'message') onMessage = listener;
        },
        terminate: () => {},
      }),
      () => Promise.reject(new Error('not used')),
    );
    const release = () => act(async () => held.splice(0).forEach((deliver) => deliver()));
    const hook = await mountSearch('/assets/search-index-early-enter.json', client);
    await settle();
    await release();
    const opened: string[] = [];
    const enter = { key: 'Enter', preventDefault: vi.fn() } as unknown as React.KeyboardEvent;
    await act(async () => {
      hook.state.setQuery('getRowId');
    });
    // The answer to "getRowId" has not come back yet (it crosses to the engine and back).
    hook.state.onKeyDown(enter, (href) => opened.push(href));
    expect(opened).toEqual([]);
    await release();
    expect(opened).toEqual(['/x/api/data-grid/data-grid/#prop-getRowId']);
    // An Enter whose query is typed over before its answer comes opens nothing.
    await act(async () => hook.state.setQuery('getRowI'));
    hook.state.onKeyDown(enter, (href) => opened.push(href));
    await act(async () => hook.state.setQuery('getRowIdx'));
    await release();
    await act(async () => hook.state.setQuery('getRowI'));
    await release();
    expect(opened).toEqual(['/x/api/data-grid/data-grid/#prop-getRowId']);
    await hook.unmount();
  });

  it('walks the results with the arrow keys in the order the list shows them (grouped by product and kind)', async () => {
    const hit = (id: number, name: string, kind: SearchHit['kind']): SearchHit => ({
      ...getRowIdProp,
      id,
      name,
      kind,
      anchor: `hit-${id}`,
      score: 10 - id,
      terms: [],
    });
    // Ranked API, page, API: the list shows the API group (both members), then the page.
    const answer: SearchAnswer = {
      type: 'answer',
      channel: '',
      seq: 1,
      query: 'row',
      status: 'ready',
      complete: true,
      hits: [hit(0, 'rowHeight', 'api'), hit(1, 'Row height', 'page'), hit(2, 'rowCount', 'api')],
      total: 3,
      suggestions: [],
    };
    let listener: (answer: SearchAnswer) => void = () => {};
    const client: SearchClient = {
      start: () => {},
      load: () => {},
      search: () => 1,
      listen: (_channel, onAnswer) => {
        listener = onAnswer;
        return () => {};
      },
    };
    const hook = await mountSearch('/assets/search-index-arrows.json', client);
    await act(async () => hook.state.setQuery('row'));
    await act(async () => listener(answer));
    expect(hook.state.groups.map((group) => group.hits.map((shown) => shown.name))).toEqual([['rowHeight', 'rowCount'], ['Row height']]);
    const down = { key: 'ArrowDown', preventDefault: vi.fn() } as unknown as React.KeyboardEvent;
    await act(async () => hook.state.onKeyDown(down, () => {}));
    expect(hook.state.hits[hook.state.activeIndex].name).toBe('rowCount');
    await act(async () => hook.state.onKeyDown(down, () => {}));
    expect(hook.state.hits[hook.state.activeIndex].name).toBe('Row height');
    const opened: string[] = [];
    await act(async () => hook.state.onKeyDown({ key: 'Enter', preventDefault: vi.fn() } as unknown as React.KeyboardEvent, (href) => opened.push(href)));
    expect(opened).toEqual(['/x/api/data-grid/data-grid/#hit-1']);
    await hook.unmount();
  });
});
