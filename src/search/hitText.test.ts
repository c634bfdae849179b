import { describe, expect, it } from 'vitest';
import { hitLocation } from './hitText';

describe('hitLocation', () => {
  it('is the route of a page and the page title of a section', () => {
    expect(hitLocation({ kind: 'page', route: '/x/react-data-grid/sorting/', title: 'Data Grid - Sorting' }, 'also')).toBe('/x/react-data-grid/sorting/');
    expect(hitLocation({ kind: 'section', route: '/x/react-data-grid/sorting/', anchor: 'sort-model', title: 'Data Grid - Sorting' }, 'also')).toBe(
      'Data Grid - Sorting',
    );
  });

  it('is the kind and entry of an API member, with the other entries sharing it', () => {
    const prop = { kind: 'api', route: '/x/api/data-grid/data-grid/', anchor: 'prop-getRowId', title: 'DataGrid API', detail: 'prop' } as const;
    expect(hitLocation(prop, 'also')).toBe('prop · DataGrid API');
    expect(hitLocation({ ...prop, also: ['DataGridPro', 'DataGridPremium'] }, 'also')).toBe('prop · DataGrid API (also DataGridPro, DataGridPremium)');
  });

  it('is the kind and route of an API entry itself', () => {
    expect(hitLocation({ kind: 'api', route: '/x/api/data-grid/data-grid/', title: 'DataGrid API', detail: 'component' }, 'also')).toBe(
      'component · /x/api/data-grid/data-grid/',
    );
    expect(hitLocation({ kind: 'api', route: '/x/api/charts/', title: 'Charts API' }, 'also')).toBe('API · /x/api/charts/');
  });
});
