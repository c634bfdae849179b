// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../preferences/storage';
import { buildSearchIndexFiles } from './searchIndex';
import { useSiteSearch, type SiteSearchState } from './useSiteSearch';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const indexFiles = buildSearchIndexFiles([
  {
    id: 0,
    route: '/x/api/data-grid/data-grid/',
    anchor: 'prop-getRowId',
    title: 'DataGrid',
    name: 'getRowId',
    product: 'data-grid',
    kind: 'api',
    text: 'Returns the id of a row.',
  },
]);

const proseUrl = '/assets/search-prose-0123456789ab.json';
const noStorage = createSafeStorage(() => null);

afterEach(() => vi.unstubAllGlobals());

describe('useSiteSearch', () => {
  it('keeps what the reader types while the index loads, and starts empty at the next opening', async () => {
    const answers = new Map<string, (response: Response) => void>();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => new Promise<Response>((resolve) => answers.set(url, resolve))),
    );
    let state: SiteSearchState | null = null;
    function Probe({ open }: { open: boolean }) {
      state = useSiteSearch('/assets/search-index-keeps-typing.json', open, noStorage);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe open />));
    expect(state!.status).toBe('loading');
    await act(async () => state!.setQuery('getRo'));
    await act(async () => answers.get('/assets/search-index-keeps-typing.json')!(new Response(indexFiles.names(proseUrl))));
    expect(state!.status).toBe('ready');
    expect(state!.query).toBe('getRo');
    expect(state!.hits.map((hit) => [hit.name, hit.text])).toEqual([['getRowId', '']]);
    expect(state!.complete).toBe(false);
    // The prose file follows: the same hit gains its snippet text, and prose words are found.
    await act(async () => answers.get(proseUrl)!(new Response(indexFiles.prose)));
    expect(state!.hits.map((hit) => [hit.name, hit.text])).toEqual([['getRowId', 'Returns the id of a row.']]);
    expect(state!.complete).toBe(true);
    await act(async () => state!.setQuery('returns'));
    expect(state!.hits.map((hit) => hit.name)).toEqual(['getRowId']);
    await act(async () => root.render(<Probe open={false} />));
    await act(async () => root.render(<Probe open />));
    expect(state!.query).toBe('');
    await act(async () => root.unmount());
  });

  it('answers from names when the prose file fails, and then says when nothing matches', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.includes('search-prose') ? new Response('gone', { status: 404 }) : new Response(indexFiles.names(proseUrl)))),
    );
    let state: SiteSearchState | null = null;
    function Probe() {
      state = useSiteSearch('/assets/search-index-prose-fails.json', true, noStorage);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe />));
    await act(async () => state!.setQuery('getRowId'));
    expect([state!.status, state!.complete]).toEqual(['ready', true]);
    expect(state!.hits.map((hit) => hit.name)).toEqual(['getRowId']);
    await act(async () => state!.setQuery('getRowIt'));
    expect(state!.hits.map((hit) => hit.name)).toEqual(['getRowId']);
    await act(async () => state!.setQuery('zebra'));
    expect([state!.hits, state!.complete]).toEqual([[], true]);
    await act(async () => root.unmount());
  });
});
