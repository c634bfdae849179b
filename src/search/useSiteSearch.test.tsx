// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../preferences/storage';
import { buildSearchIndex } from './searchIndex';
import { useSiteSearch, type SiteSearchState } from './useSiteSearch';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const indexFile = buildSearchIndex([
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

const noStorage = createSafeStorage(() => null);

afterEach(() => vi.unstubAllGlobals());

describe('useSiteSearch', () => {
  it('keeps what the reader types while the index loads, and starts empty at the next opening', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
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
    await act(async () => answer(new Response(indexFile)));
    expect(state!.status).toBe('ready');
    expect(state!.query).toBe('getRo');
    expect(state!.hits.map((hit) => hit.name)).toEqual(['getRowId']);
    await act(async () => root.render(<Probe open={false} />));
    await act(async () => root.render(<Probe open />));
    expect(state!.query).toBe('');
    await act(async () => root.unmount());
  });
});
