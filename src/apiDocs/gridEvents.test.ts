import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRID_EVENTS_FILE, extractGridEvents, type GridEventDoc, type GridEventsCatalogue } from './gridEvents';
import { createApiProgram } from './program';

// The installed packages: a few events of each edition, read from their type definitions.
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let catalogue: GridEventsCatalogue;
const event = (name: string): GridEventDoc | undefined => catalogue.events.find((candidate) => candidate.name === name);

beforeAll(() => {
  const api = createApiProgram(rootDir, ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium']);
  catalogue = extractGridEvents(api);
}, 120_000);

describe('extractGridEvents on the installed packages', () => {
  it('reads the community events with their parameter, event type, group and description', () => {
    expect(event('cellClick')).toEqual({
      name: 'cellClick',
      edition: 'community',
      group: 'Cells',
      params: 'GridCellParams<any>',
      event: 'React.MouseEvent<HTMLElement>',
      description: 'Fired when a cell is clicked.',
    });
    expect(event('sortModelChange')).toMatchObject({ edition: 'community', group: 'State changes', params: 'GridSortModel', event: null });
    expect(event('columnHeaderClick')).toMatchObject({ group: 'Column headers' });
    expect(event('rowClick')).toMatchObject({ group: 'Rows', params: 'GridRowParams' });
    expect(event('unmount')).toMatchObject({ group: 'Grid', params: null, event: null });
  });

  it('adds the events Pro and Premium declare through their augmentations, with their edition', () => {
    expect(event('rowsScrollEnd')).toMatchObject({ edition: 'pro', params: 'GridRowScrollEndParams' });
    expect(event('pinnedColumnsChange')).toMatchObject({ edition: 'pro', group: 'State changes' });
    expect(event('clipboardPasteStart')).toMatchObject({ edition: 'premium', params: '{ data: string[][] }' });
    expect(event('rowGroupingModelChange')).toMatchObject({ edition: 'premium', group: 'State changes' });
  });

  it('lists each event once, sorted by name, and drops the compiler link markers', () => {
    const names = catalogue.events.map((candidate) => candidate.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(catalogue.events.length).toBeGreaterThan(100);
    expect(catalogue.events.some((candidate) => candidate.description.includes('[['))).toBe(false);
  });

  it('matches the catalogue beside the Events page (run `npm run generate:api-pages` after an upgrade)', () => {
    const committed = JSON.parse(fs.readFileSync(path.join(rootDir, GRID_EVENTS_FILE), 'utf8')) as GridEventsCatalogue;
    expect(committed).toEqual(catalogue);
  });
});
